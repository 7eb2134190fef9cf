// The /req client and the error catalogue (spec 7 and 8)
export { createClient } from './client/client';
export { resolveServerUrl } from './client/server-url';
export type {
  CallOptions,
  Client,
  ClientOptions,
  HttpMethod,
  Query,
  QueryValue,
  RequestBody,
  RequestOptions,
} from './client/client';
export type { ApiEnvelope } from './client/envelope';
export {
  CATALOGUE_TEXT,
  ERROR_TOAST_SECONDS,
  LOGOUT_RELOAD_DELAY_MS,
  settleExchange,
} from './client/catalogue';
export { ApiError, isApiError } from './errors/api-error';
export type { ApiErrorInit, ApiErrorKind } from './errors/api-error';

// Notifier: implemented by each host
export type { NoticeKind, Notifier } from './notifier/notifier';
export { createMemoryNotifier } from './notifier/memory-notifier';
export type {
  MemoryNotifier,
  NotifiedMessage,
  NotifiedNotification,
} from './notifier/memory-notifier';

// Token and session
export { createTokenStore } from './token/token-store';
export type { TokenStore, TokenStoreOptions } from './token/token-store';
export { createMemoryStorage } from './token/key-value-storage';
export type { KeyValueStorage } from './token/key-value-storage';
export { logout } from './api/auth';
export { getSession } from './session/session';
export type { Session } from './session/session';

// postMessage token handoff
export { acceptTokenFromParent } from './handoff/accept-token';
export type {
  AcceptTokenOptions,
  FrameWindow,
  HandoffRejectReason,
  HandoffRejection,
  TokenHandoff,
} from './handoff/accept-token';
export { offerCodeToFrame, offerTokenToFrame } from './handoff/offer-token';
export type { OfferCodeOptions, OfferTokenOptions, TokenOffer } from './handoff/offer-token';
export { HANDOFF_CODE, HANDOFF_READY, HANDOFF_TOKEN } from './handoff/messages';
export type {
  HandoffCodeMessage,
  HandoffReadyMessage,
  HandoffTokenMessage,
  MessageHost,
  MessageSink,
} from './handoff/messages';

// Upload with a signed form
export { uploadFile } from './upload/upload-file';
export type { UploadableFile, UploadFileOptions } from './upload/upload-file';
export { fetchTransport } from './upload/fetch-transport';
export { xhrTransport } from './upload/xhr-transport';
export type {
  UploadProgress,
  UploadRequest,
  UploadResponse,
  UploadTransport,
} from './upload/transport';
export { extensionOf, isAllowedUploadName } from './upload/file-type';

// Typed calls of spec section 7, one namespace per area
export * as auth from './api/auth';
export * as user from './api/user';
export * as site from './api/site';
export * as products from './api/products';
export { CURRENT_SCHEMA_VERSION } from './api/design-document';
export type {
  Crop,
  DesignDocument,
  DesignView,
  ImageLayer,
  Layer,
  LayerBox,
  LayerKind,
  MirrorAxis,
  DocumentPrintArea,
  TextAlign,
  TextLayer,
  TextStroke,
  TileLayer,
  TileMode,
} from './api/design-document';
export * as myGoods from './api/my-goods';
export type { FavouriteState, MyOrderedGoods } from './api/my-goods';
export * as frontend from './api/frontend';
export * as notices from './api/notices';
export * as messages from './api/messages';
export * as content from './api/content';
export * as cart from './api/cart';
export * as addresses from './api/addresses';
export * as orders from './api/orders';
export * as materials from './api/materials';
export * as upload from './api/upload';
export * as wallet from './api/wallet';
export * as embed from './api/embed';
export { PODKIT_SNIPPET, embedCode } from './embed/snippet';
export type {
  AdminEmbedPlatform,
  AdminSessionInput,
  EmbedCode,
  EmbedCodeInput,
  EmbedCodeSession,
  EmbedOrigins,
  EmbedSessionInput,
  EmbedSessionToken,
  PartnerKey,
  PartnerKeyInput,
  ShopLink,
  ShopLinkInput,
} from './api/embed';
export * as fonts from './api/fonts';
export * as jobs from './api/jobs';
export type { DesignFontFace, DesignFontInfo } from './api/fonts';
export type { JobInfo, JobStatus } from './api/jobs';
export * as coupons from './api/coupons';
export * as addressBlack from './api/address-black';
export * as team from './api/team';
export * as productSkus from './api/product-skus';
export * as memberLevels from './api/member-levels';
export type {
  AdminMemberLevel,
  AdminMemberLevelInput,
  MemberLevel,
  MemberLevelBuyBody,
} from './api/member-levels';
export * as tortBrands from './api/tort-brands';
export type {
  TortBrand,
  TortBrandHit,
  TortBrandImportResult,
  TortBrandInput,
  TortBrandLevel,
  TortBrandQuery,
  TortCheckInput,
  TortCheckResult,
} from './api/tort-brands';
export type {
  BarcodeExportInput,
  BarcodePreview,
  BarcodePreviewQuery,
  BarcodeSymbology,
  CodeMatch,
  LabelSheet,
  LabelSheetInput,
  LabelSize,
  MadeFile,
  ProductSku,
  ProductSkuQuery,
  SkuBarcodesInput,
  SkuCodeInput,
  TransformDirection,
  TransformInput,
  TransformResult,
  TransformRow,
} from './api/product-skus';
export {
  LISTING_PLACEHOLDERS,
  listingTemplates,
  platformLibrary,
  priceTemplates,
  releases,
} from './api/publishing';
export type {
  BulkFile,
  BulkFileBody,
  CurrencyRate,
  CurrencyRates,
  EtsyListingFields,
  LibraryProduct,
  LibraryQuery,
  Listing,
  ListingStatus,
  ListingTemplate,
  ListingTemplateInput,
  ListingTemplateQuery,
  MarketplaceChoice,
  MarketplaceField,
  MarketplaceFields,
  PlatformCategory,
  PlatformCategoriesQuery,
  PlatformCategories,
  CategoryAttribute,
  CategoryAttributesQuery,
  CategoryAttributes,
  PricePreview,
  PricePreviewBody,
  PricePreviewRow,
  PriceRounding,
  PriceTemplate,
  PriceTemplateInput,
  PriceTemplateQuery,
  PriceTemplateRule,
  PublishPlatform,
  ReleaseBody,
  ReleaseQuery,
  ReleaseResult,
} from './api/publishing';
export { templateRecords } from './api/template-records';
export type {
  TemplateRecord,
  TemplateRecordKind,
  TemplateRecordQuery,
  TemplateRecordRemark,
  TemplateSheet,
} from './api/template-records';
export * as accountSecurity from './api/account-security';
export type {
  CodeSent,
  EmailChangeInput,
  EmailInput,
  PasswordChangeInput,
  PasswordChanged,
  PhoneChangeInput,
  PhoneInput,
  RecoveryCodes,
  SecurityOverview,
  SignInRecord,
  TwoStepCodeInput,
  TwoStepProof,
  TwoStepSetup,
  TwoStepStatus,
} from './api/account-security';
export * as recharge from './api/recharge';
export * as verification from './api/verification';
export { VERIFICATION_KIND_LABELS, VERIFICATION_STATUS_LABELS } from './api/verification';
export type {
  AdminVerification,
  AdminVerificationDetail,
  AdminVerificationQuery,
  Verification,
  VerificationDocument,
  VerificationDocumentRole,
  VerificationInput,
  VerificationKind,
  VerificationStatus,
} from './api/verification';
export * as bindLogin from './api/bind-login';
export type {
  AuthorizeUrl,
  BindLoginOverview,
  CodeLoginInput,
  LoginCodeRequest,
  LoginMethod,
  LoginMethodCode,
  LoginProviderCode,
  LoginProviderInfo,
  OAuthCallbackInput,
} from './api/bind-login';
export * as subSites from './api/sub-sites';
export { SUB_SITE_STATUS_LABELS } from './api/sub-sites';
export type {
  SubSite,
  SubSiteBrand,
  SubSiteCategoryMarkup,
  SubSiteCustomer,
  SubSiteInput,
  SubSiteLevels,
  SubSiteLevelsInput,
  SubSiteOrder,
  SubSiteOrderQuery,
  SubSiteStatus,
} from './api/sub-sites';
export * as preferences from './api/preferences';
export { LIST_PAGE_SIZES } from './api/preferences';
export type {
  ListPageSize,
  LogisticsChoice,
  Preferences,
  PreferencesUpdate,
} from './api/preferences';
export * as workOrders from './api/work-orders';
export { WORK_ORDER_STATUS_LABELS, WORK_ORDER_TYPE_LABELS } from './api/work-orders';
export type {
  AdminWorkOrder,
  AdminWorkOrderDetail,
  WorkOrder,
  WorkOrderAction,
  WorkOrderDetail,
  WorkOrderFile,
  WorkOrderInput,
  WorkOrderLine,
  WorkOrderMessage,
  WorkOrderNote,
  WorkOrderOrderChoice,
  WorkOrderOrderQuery,
  WorkOrderQuery,
  WorkOrderReply,
  WorkOrderStatus,
  WorkOrderType,
  WorkOrderUnread,
} from './api/work-orders';
export * as orderReturns from './api/order-returns';
export { ORDER_RETURN_RESOLUTION_LABELS, ORDER_RETURN_STATUS_LABELS } from './api/order-returns';
export type {
  AdminOrderReturn,
  AdminOrderReturnDetail,
  OrderReturn,
  OrderReturnAction,
  OrderReturnApproveBody,
  OrderReturnAskInfoBody,
  OrderReturnDetail,
  OrderReturnEvent,
  OrderReturnFile,
  OrderReturnInput,
  OrderReturnLine,
  OrderReturnQuery,
  OrderReturnRejectBody,
  OrderReturnResolution,
  OrderReturnResubmit,
  OrderReturnStatus,
  ReturnableLine,
  ReturnableOrder,
  ReturnableOrderQuery,
} from './api/order-returns';
export * as packaging from './api/packaging';
export { PACKAGING_KIND_LABELS, PACKAGING_STATUS_LABELS } from './api/packaging';
export type {
  AdminPackagingTemplate,
  PackagingApproveBody,
  PackagingFile,
  PackagingInput,
  PackagingKind,
  PackagingPrintSize,
  PackagingQuery,
  PackagingStatus,
  PackagingTemplate,
  PackagingUpdate,
} from './api/packaging';
export * as exportRecords from './api/export-records';
export * as orderAdmin from './api/order-admin';
export type {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponQuery,
  CouponKind,
  CouponsIssued,
  IssueCouponBody,
  UsableCoupon,
  UsableCouponQuery,
  UserCoupon,
  UserCouponCounts,
  UserCouponPage,
  UserCouponQuery,
  UserCouponStatus,
} from './api/coupons';
export type { AddressBlackEntry, AddressBlackInput, AddressBlackQuery } from './api/address-black';
export type {
  AuditEntry,
  AuditQuery,
  GrantableEntry,
  RoleGrant,
  SubAccount,
  SubAccountChange,
  SubAccountInput,
  TeamRole,
  TeamRoleInput,
} from './api/team';
export type {
  AdminRechargeQuery,
  AdminRechargeRecord,
  OfflineRechargeBody,
  OnlineRecharge,
  OnlineRechargeBody,
  RechargeMethod,
  RechargeQuery,
  RechargeRecord,
  RechargeSettings,
  RechargeStatus,
} from './api/recharge';
export type {
  ExportKind,
  ExportRecord,
  ExportStatus,
  OrderExportBody,
  ProductFilesExportBody,
} from './api/export-records';
export type {
  AdminLogisticsInput,
  AdminLogisticsMethod,
  AdminOrder,
  AdminOrderCountsQuery,
  AdminOrderDetail,
  AdminOrderQuery,
  OrderHoldBody,
  OrderIdsBody,
  OrderRefundBody,
  OrderShipBody,
  PrintFileBundle,
} from './api/order-admin';
export type { LedgerKind, TradingRecord, TradingRecordQuery } from './api/wallet';
export type {
  CreatedId,
  Id,
  IdempotentInput,
  IdsInput,
  Loose,
  Page,
  PageQuery,
  Paginator,
  ReasonInput,
} from './api/shared';
export type { HealthStatus } from './api/health';
export type { MailOutboxEntry, SmsOutboxEntry } from './api/outbox';
export type {
  Captcha,
  ForgetPasswordBody,
  LoginAnswer,
  LoginBody,
  PhoneCodeBody,
  PhoneCodeScene,
  PhoneCodeSent,
  RegisterBody,
  SessionToken,
  TwoStepLoginBody,
  TwoStepNeeded,
  TwoStepSession,
} from './api/auth';
export type {
  GroupBalance,
  GroupLevel,
  MenuEntry,
  Permissions,
  Profile,
  ProfileChange,
  UserInfo,
  UserRole,
  VisitorIp,
  VisitQuery,
  VisitRecorded,
} from './api/user';
export type { SiteConfig, SiteSettings, SiteSettingsUpdate, SkipVerify } from './api/site';
export type {
  BasicProduct,
  BasicProductColor,
  BasicProductQuery,
  BasicProductSize,
  BasicProductSummary,
  BasicProductView,
  BottomTemplate,
  CanvasConfig,
  DesignMask,
  DesignMaskQuery,
  DesignStyle,
  DistributionBasicProduct,
  DistributionBasicProductSummary,
  LevelPrice,
  OrdinaryProduct,
  OrdinaryProductCategory,
  OrdinaryProductForm,
  OrdinaryProductFormInput,
  OrdinaryProductQuery,
  OrdinaryProductSku,
  PointOriginConfig,
  PrintArea,
  PrivilegePrice,
  ProductStatus,
  PublicBasicProductQuery,
  PurchaseRule,
  PurchaseRuleQuery,
  ShowImageDesign,
  SpecValue,
  StockSkuCategory,
  UserBasicProductCategory,
  UserBasicProductCategoryInput,
  UserColors,
} from './api/products';
export type {
  DesignedMockup,
  DesignedPrintFile,
  DesignedProduct,
  DesignedProductInput,
  DesignedProductQuery,
  DesignedProductSaveAnswer,
  DesignedProductSaved,
  DesignedProductsDeleted,
  DesignRefusal,
  DesignedProductSku,
  DesignedProductStatus,
  DesignedProductSummary,
  ProductImage,
  ProductImageFacets,
  ProductImageKind,
  ProductImageQuery,
  MaterialStyle,
  MaterialStyleInput,
  MergedProduct,
  MainImageInput,
  MergedProductInput,
  MergedProductSku,
  MergedProductSummary,
  RenderStatus,
} from './api/products';
export * as catalogAdmin from './api/catalog-admin';
export type {
  AdminBasicProduct,
  AdminBasicProductQuery,
  AdminOrdinaryProductQuery,
  BasicProductColorInput,
  BasicProductInput,
  BasicProductSizeInput,
  BasicProductViewInput,
  BlankImagesInput,
  BottomTemplateInput,
  DesignMaskInput,
  DesignStyleInput,
  GoodsPublishInput,
  OrdinaryCategoryInput,
  OrdinaryProductFormQuery,
  OrdinaryProductInput,
  OrdinaryProductSkuInput,
  PrintAreaInput,
  PrivilegePriceInput,
  PrivilegePricesInput,
  ShowImageDesignInput,
  SourcingStatusInput,
  StockSkuCategoryInput,
  YuanInput,
} from './api/catalog-admin';
export type {
  AdminNotice,
  AdminNoticePage,
  Notice,
  NoticeDetail,
  NoticeInput,
  NoticePage,
} from './api/notices';
export type {
  DeleteMessagesBody,
  MarkReadBody,
  Message,
  MessageChange,
  MessageListQuery,
  MessagePage,
  MessagesSent,
  MessageStatus,
  MessageType,
  SendPlatformMessageBody,
  UnreadCounts,
} from './api/messages';
export { MESSAGE_STATUS_READ, MESSAGE_STATUS_UNREAD, MESSAGE_TYPE } from './api/messages';
export type {
  Article,
  ArticleInput,
  ArticleListQuery,
  ArticleSlug,
  Banner,
  BannerInput,
  HelpArticleTitle,
  HelpCategory,
} from './api/content';
export { ARTICLE_SLUGS } from './api/content';
export type {
  CartItem,
  CartItemCheck,
  CartItemInput,
  CartItemStatus,
  AddCartItemsBody,
  CartLogisticsQuery,
  CartPriceBreakdown,
  CartPriceQuery,
  CartSummary,
  CheckCartItemsBody,
  CreateOrderBody,
  FbaWholesalePriceBody,
  MultiUpdateCartBody,
  UpdateCartItemBody,
  FbaWholesaleLine,
  FbaWholesalePrice,
  FbaWholesaleTier,
  LogisticsMethod,
  OrdinaryProductPrice,
  OrdinaryProductPriceQuery,
} from './api/cart';
export type { UserAddress, UserAddressInput } from './api/addresses';
export type {
  Order,
  OrderAddress,
  OrderDetail,
  OrderEventRecord,
  OrderFeeRow,
  OrderFees,
  OrderFeeSummary,
  OrderFeesQuery,
  OrderFilters,
  OrderHoldReason,
  OrderItem,
  OrderKind,
  OrderListQuery,
  OrderMappingState,
  OrderPackagingBody,
  OrderPayBody,
  OrderPayInfo,
  OrderPayRecord,
  OrderPayRecordQuery,
  OrderPayResult,
  OrderPrintFile,
  OrderStatistics,
  OrderStatisticsCount,
  OrderStatus,
  OrderStatusCounts,
  StatisticsQuery,
  OrderPlatformChange,
  StoreLineAttribute,
  TrackingPushState,
} from './api/orders';
export * as stores from './api/stores';
export * as storeTrade from './api/store-trade';
export type {
  StoreSaleAmount,
  StoreTradeFigures,
  StoreTradeGrouping,
  StoreTradePeriod,
  StoreTradeQuery,
  StoreTradeReport,
  StoreTradeRow,
} from './api/store-trade';
export * as storefront from './api/storefront';
export type {
  DjStoreCreateBody,
  DjStoreCreated,
  OpenOrder,
  OpenOrderBody,
  OpenOrderLine,
  OpenOrderLineBody,
  OpenProduct,
  OpenProductQuery,
  OpenProductVariant,
  StorefrontApiKey,
  StorefrontDelivery,
  StorefrontDeliveryAttempt,
  StorefrontDeliveryQuery,
  StorefrontDeliveryState,
  StorefrontKeyIssued,
  StorefrontSecretIssued,
  StorefrontSettings,
  StorefrontSettingsBody,
  StorefrontWebhookEventName,
  StorefrontWebhookPayload,
} from './api/storefront';
export * as shipping from './api/shipping';
export type { ShippingBandPrice, ShippingChannel, ShippingQuoteQuery } from './api/shipping';
export * as thirdProducts from './api/third-products';
export type {
  StoreProductSource,
  ThirdProduct,
  ThirdProductBindBody,
  ThirdProductBinding,
  ThirdProductIds,
  ThirdProductImportBody,
  ThirdProductMapping,
  ThirdProductQuery,
  ThirdProductsBound,
  ThirdProductsRemoved,
  ThirdProductsUnbound,
} from './api/third-products';
export { STORE_PLATFORM } from './api/stores';
export type {
  AmazonRegion,
  ConnectablePlatform,
  StorePlatform,
  StorePlatformApp,
  StorePlatformAppBody,
  StorePlatformAppField,
  FbaShipment,
  MapOrderLineBody,
  SkuMapping,
  SkuTarget,
  Store,
  StoreAuthCallbackBody,
  StoreConnectBody,
  StoreReauthorizeBody,
  StoreConnectResult,
  StoreListQuery,
  StorePackagingBody,
  StorePlatformCode,
  StoreState,
  StoreSyncStatus,
  SyncOrderBody,
  SyncOrderResult,
} from './api/stores';
export type {
  AddFromUrlBody,
  CategoryInput,
  CategoryMerge,
  CategoryRemoval,
  CategorySortBody,
  CategorySortNode,
  CategoryUpdate,
  Material,
  MaterialCategory,
  MaterialCategoryNode,
  MaterialCategoryRef,
  MaterialChange,
  MaterialExport,
  MaterialExportBody,
  MaterialFilters,
  MaterialFlag,
  MaterialIds,
  MaterialLinkMode,
  MaterialListQuery,
  MaterialMatch,
  MaterialNameRule,
  MaterialRenameBody,
  MaterialSearchBody,
  MaterialSearchResult,
  MaterialSetCategoriesBody,
  MaterialSetTagsBody,
  MaterialShareBody,
  MaterialTag,
  MaterialTagQuery,
  MaterialTagRef,
  MaterialType,
  MaterialUpdate,
  MaterialUploadResult,
  MergeInto,
  TagInput,
  TagMerge,
  TagRemoval,
  UploadSettings,
} from './api/materials';
export { MATERIAL_BULK_MAX, MATERIAL_TYPES } from './api/materials';
export type {
  StoredFile,
  UploadConfirmBody,
  UploadForm,
  UploadFormQuery,
  UploadType,
} from './api/upload';

// Small rules of spec sections 5 and 9, and the site's days (also imported by the server)
export * from './rules/index';
export * as orderImport from './api/order-import';
export type {
  OrderImport,
  OrderImportKind,
  OrderImportListQuery,
  OrderImportTemplateQuery,
  OrderImportStatus,
  OrderImportTemplate,
} from './api/order-import';
export * as goodsStock from './api/goods-stock';
export type {
  GoodsStockAdjustInput,
  GoodsStockMovement,
  GoodsStockMovementKind,
  GoodsStockMovementQuery,
} from './api/goods-stock';
export * as warehouse from './api/warehouse';
export { INBOUND_STATUS_LABELS } from './api/warehouse';
export type {
  AdminStockInbound,
  InboundInput,
  InboundQuery,
  InboundReceiveBody,
  InboundStatus,
  StockInbound,
  StockItem,
  StockMovement,
  StockMovementKind,
  StockSkuRef,
  StorageFee,
  StorageFeeRun,
  StorageFeeStatus,
  WarehouseSummary,
} from './api/warehouse';
export * as galleryPacks from './api/gallery-packs';
export type {
  AdminGalleryPack,
  GalleryPack,
  GalleryPackFile,
  GalleryPackFilesInput,
  GalleryPackInput,
  GalleryPackPurchase,
  GalleryPackQuery,
} from './api/gallery-packs';
export * as valueAddedServices from './api/value-added-services';
export { SERVICE_KIND_LABELS } from './api/value-added-services';
export type {
  ServiceCatalogEntry,
  ServiceKind,
  ServiceOrder,
  ServiceOrderQuery,
  ServicePriceItem,
  ServicePriceItemInput,
  ServicePriceItemQuery,
} from './api/value-added-services';
export * as designService from './api/design-service';
export { DESIGN_ORDER_STATUS_LABELS } from './api/design-service';
export type {
  AdminDesignOrder,
  AdminDesignOrderQuery,
  DesignDeliveryInput,
  DesignEventKind,
  DesignFile,
  DesignOrder,
  DesignOrderEvent,
  DesignOrderInput,
  DesignOrderQuery,
  DesignOrderStatus,
  DesignRevisionInput,
  Designer,
  DesignerInput,
} from './api/design-service';
export * as temuHosted from './api/temu-hosted';
export { TEMU_PURCHASE_ORDER_STATUS } from './api/temu-hosted';
export type {
  TemuBox,
  TemuBoxItem,
  TemuBoxLabels,
  TemuBoxesInput,
  TemuDeliverMethod,
  TemuDelivery,
  TemuLogisticsCompany,
  TemuPackingInput,
  TemuPurchaseOrder,
  TemuPurchaseOrderLine,
  TemuPurchaseOrderQuery,
  TemuShipOrder,
  TemuShipOrderInput,
  TemuShipOrderLine,
  TemuShipOrderQuery,
  TemuShipOrderStatus,
} from './api/temu-hosted';
