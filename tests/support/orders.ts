import {
  addresses,
  cart,
  packaging,
  randomName,
  recharge,
  uploadFile,
  type Client,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import { registerReseller } from './resellers.js';

const voucherPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

/** `quantity` units of a general good without SKUs put in the cart over the API: the cart line. */
export async function generalGoodInCart(client: Client, quantity: number) {
  const goods = (
    await client.get<Paginator<OrdinaryProduct>>('/distribution/ordinaryProduct', {
      query: { page: 1, page_size: 50 },
    })
  ).data.find((good) => good.stock > 5 && good.skus.length === 0)!;
  const [line] = await cart.addItems(client, { items: [{ goods_id: goods.id, quantity }] });
  return line!;
}

/** An order (pending payment) of `quantity` units of a general good without SKUs, over the API. */
export async function orderGeneralGood(client: Client, quantity: number) {
  const line = await generalGoodInCart(client, quantity);
  const [address] = await addresses.listAddresses(client);
  const methods = await cart.getLogistics(client, {
    address_id: address!.id,
    item_ids: String(line!.id),
  });
  return cart.createOrder(client, {
    item_ids: [line!.id],
    address_id: address!.id,
    logistics_id: methods[0]!.id,
    idempotency_key: randomName(),
  });
}

/**
 * A usable packaging template (吊牌) over the API: a design uploaded as a private file,
 * submitted, approved by the operator with no set-up fee and this per-order fee, and paid.
 */
export async function usablePackaging(
  client: Client,
  operator: Client,
  name: string,
  perOrderFee: string,
) {
  const design = await uploadFile(
    client,
    Object.assign(new Blob([voucherPng], { type: 'image/png' }), { name: `${name}.png` }),
    { type: 'file' },
  );
  const submitted = await packaging.create(client, {
    kind: 'insert',
    name,
    design_file_id: design.id,
  });
  await packaging.adminApprove(operator, submitted.id, {
    setup_fee: '0',
    per_order_fee: perOrderFee,
  });
  return packaging.pay(client, submitted.id, { idempotency_key: randomName() });
}

/** An offline recharge with a voucher, approved by the operator. */
export async function rechargeApproved(client: Client, operator: Client, amount: string) {
  const voucher = await uploadFile(
    client,
    Object.assign(new Blob([voucherPng], { type: 'image/png' }), { name: '凭证.png' }),
    { type: 'voucher' },
  );
  const asked = await recharge.createOffline(client, { amount, voucher_file_id: voucher.id });
  await recharge.adminApprove(operator, asked.id);
}

/** A fresh reseller (see registerReseller) with a default address in China to order to. */
export async function resellerWithAddress(baseUrl: string, operator: Client, prefix: string) {
  const reseller = await registerReseller(baseUrl, operator, prefix);
  await addresses.createAddress(reseller.client, {
    recipient_name: '钱七',
    phone: '13900003333',
    country_code: 'CN',
    province: '江苏省',
    city: '南京市',
    district: '鼓楼区',
    address1: '中山路 3 号',
    address2: '',
    postcode: '210000',
    is_default: true,
  });
  return reseller;
}
