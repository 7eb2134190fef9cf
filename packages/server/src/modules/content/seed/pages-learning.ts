import type { SeedArticle } from './seed-article.js';
import { contactLine, type SiteFacts } from './site-facts.js';

function levelRows(site: SiteFacts): string {
  const perks = [
    '标准商品价格，全部基础功能',
    '商品价格享等级优惠，优先客服响应',
    '更高价格优惠，专属客户经理，新品优先体验',
  ];
  return site.levels
    .map((level, index) => {
      const reach =
        Number(level.thresholdYuan) > 0 ? `累计充值满 ${level.thresholdYuan} 元` : '注册即享';
      const perk = perks[Math.min(index, perks.length - 1)];
      return `<tr><td>${level.name}</td><td>${reach}</td><td>${perk}</td></tr>`;
    })
    .join('\n    ');
}

/** 新手指南、视频教学、VIP 服务、商学院、食堂设计. */
export function learningPages(site: SiteFacts): SeedArticle[] {
  const contact = contactLine(site);
  return [
    {
      slug: 'guide',
      title: '新手指南',
      summary: '从注册到第一笔订单发货：六个步骤带你上手。',
      body: `
<p>第一次使用${site.name}？按下面六步操作，就能完成从设计到发货的完整流程。</p>
<h2>第一步：注册并登录</h2>
<p>点击页面右上角“注册”，填写用户名、手机号和短信验证码，设置密码并同意用户协议后即可完成注册，系统会自动登录并进入工作台。</p>
<h2>第二步：为账户充值</h2>
<p>在工作台右上角头像菜单中点击“充值”，选择金额完成支付。订单使用账户余额扣款，建议保持余额充足，避免店铺订单同步后因余额不足无法生产。</p>
<h2>第三步：选择空白商品</h2>
<p>进入“商品定制”，按品类、关键词浏览空白商品，查看商品的颜色、尺码、可印刷区域与价格。看中的商品点击“开始设计”。</p>
<h2>第四步：在线设计</h2>
<ul>
  <li>上传图案或从素材库选择，拖动、缩放、旋转调整位置；</li>
  <li>可添加文字，设置字体、字号和颜色；</li>
  <li>支持平铺、镜像、适应印刷区域等快捷操作，<strong>Ctrl+S</strong> 保存，<strong>Ctrl+Z</strong> 撤销；</li>
  <li>印刷区域提示为红色时说明图案精度不足，请换用更高分辨率的图片。</li>
</ul>
<h2>第五步：下单或发布到店铺</h2>
<p>设计完成后可以直接加入购物车、填写收件地址下单；也可以在“商品发布”中把商品发布到已授权的店铺，买家下单后订单会自动同步到平台。</p>
<h2>第六步：跟踪订单与售后</h2>
<p>在“订单管理”查看订单状态、运单号与物流轨迹。遇到质量或物流问题，可在订单中申请售后或提交工单。</p>
<p>还有疑问？查看帮助中心，或通过${contact}联系客服。</p>`,
    },
    {
      slug: 'videoTeaching',
      title: '视频教学',
      summary: '从注册、设计到店铺对接的系列教学视频，登录工作台后可随时观看。',
      body: `
<p>我们为新老用户准备了系列教学视频，覆盖平台的主要功能。登录后点击工作台顶部的“帮助教程”图标即可观看，建议按顺序学习。</p>
<h2>入门篇</h2>
<table>
  <thead><tr><th>课时</th><th>课程</th><th>时长</th><th>你将学会</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>认识${site.name}工作台</td><td>6 分钟</td><td>菜单结构、消息与公告、账户与等级</td></tr>
    <tr><td>2</td><td>注册、登录与账户安全</td><td>4 分钟</td><td>手机号注册、找回密码、修改登录密码</td></tr>
    <tr><td>3</td><td>账户充值与交易记录</td><td>5 分钟</td><td>充值、查看余额流水、会员等级升级</td></tr>
  </tbody>
</table>
<h2>设计篇</h2>
<table>
  <thead><tr><th>课时</th><th>课程</th><th>时长</th><th>你将学会</th></tr></thead>
  <tbody>
    <tr><td>4</td><td>单品设计全流程</td><td>12 分钟</td><td>选择商品、上传图案、调整位置、保存设计</td></tr>
    <tr><td>5</td><td>平铺、镜像与快捷键</td><td>8 分钟</td><td>基础平铺与镜像平铺、常用快捷键</td></tr>
    <tr><td>6</td><td>组合设计与合并 SKU</td><td>10 分钟</td><td>一次设计多款商品、合并颜色尺码</td></tr>
    <tr><td>7</td><td>素材库管理</td><td>7 分钟</td><td>分类、标签、批量改名与以图搜图</td></tr>
  </tbody>
</table>
<h2>订单与店铺篇</h2>
<table>
  <thead><tr><th>课时</th><th>课程</th><th>时长</th><th>你将学会</th></tr></thead>
  <tbody>
    <tr><td>8</td><td>购物车下单与支付</td><td>6 分钟</td><td>选择物流渠道、填写地址、余额支付</td></tr>
    <tr><td>9</td><td>授权 Shopify 店铺</td><td>9 分钟</td><td>店铺授权、商品发布、订单自动同步</td></tr>
    <tr><td>10</td><td>TikTok 与 Temu 订单处理</td><td>11 分钟</td><td>订单导入、发货回传、常见异常</td></tr>
    <tr><td>11</td><td>售后与工单</td><td>5 分钟</td><td>申请售后、提交工单、查看处理进度</td></tr>
  </tbody>
</table>
<p>想看的内容没有找到？欢迎通过${contact}告诉我们，我们会持续更新课程。</p>`,
    },
    {
      slug: 'vipService',
      title: 'VIP 服务',
      summary: '会员等级随累计充值自动提升，等级越高，商品价格越优惠、服务越专属。',
      body: `
<h2>会员等级</h2>
<p>${site.name}的会员等级根据账户累计充值金额自动评定，达到门槛后立即升级，无需申请，也不会因消费而降级。</p>
<table>
  <thead><tr><th>等级</th><th>升级条件</th><th>主要权益</th></tr></thead>
  <tbody>
    ${levelRows(site)}
  </tbody>
</table>
<p>当前等级与距离下一等级的进度，可在工作台右上角的头像菜单中查看。</p>
<h2>VIP 专属服务</h2>
<ul>
  <li><strong>价格优惠</strong>：高等级会员下单时自动按等级价格结算；</li>
  <li><strong>优先生产</strong>：大促期间高等级会员订单优先排产；</li>
  <li><strong>专属客户经理</strong>：一对一解答选品、设计与店铺运营问题；</li>
  <li><strong>新品优先体验</strong>：新上线的空白商品与功能优先开放试用；</li>
  <li><strong>批量定制支持</strong>：团体定制与大货订单提供打样与报价服务。</li>
</ul>
<h2>常见问题</h2>
<p><strong>累计充值包括哪些？</strong>指账户历次充值到账金额之和，退款与赠送金额不计入。</p>
<p><strong>等级价格什么时候生效？</strong>升级后立即生效，之后下单即按新等级价格结算，已支付的订单不重新计价。</p>
<p>了解更多 VIP 服务，请通过${contact}联系我们。</p>`,
    },
    {
      slug: 'college',
      title: '商学院',
      summary: '跨境电商与按需定制的系统课程：选品、设计、开店、投放与合规。',
      body: `
<p>${site.name}商学院为卖家提供免费的系统课程，由平台运营团队与优秀卖家共同打磨，帮助你少走弯路。</p>
<h2>课程体系</h2>
<h3>一、入门必修</h3>
<ol>
  <li>按需定制（POD）商业模式解析：利润结构与适合的品类；</li>
  <li>主流平台对比：Shopify 独立站与 TikTok、Temu、Shein、Etsy 等平台的规则差异；</li>
  <li>从 0 到 1 开出第一家店：注册、收款、物流设置。</li>
</ol>
<h3>二、选品与设计</h3>
<ol>
  <li>节日与热点日历：提前 60 天准备季节性商品；</li>
  <li>好卖的图案从哪里来：风格趋势、用户画像与测款方法；</li>
  <li>设计规范：分辨率、色彩模式、印刷区域与效果图制作。</li>
</ol>
<h3>三、运营与增长</h3>
<ol>
  <li>商品详情页优化：标题、主图、卖点与 SEO；</li>
  <li>广告投放入门：Facebook、Google、TikTok 广告的基础设置与数据分析；</li>
  <li>社媒与达人营销：内容选题、达人合作与效果追踪；</li>
  <li>复购与客户服务：评价管理、售后话术与会员运营。</li>
</ol>
<h3>四、合规与风险</h3>
<ol>
  <li>知识产权避坑：商标、版权与常见侵权案例；</li>
  <li>平台规则与账号安全：避免店铺被限流、冻结；</li>
  <li>税务与清关常识：各国进口税与 IOSS 等制度简介。</li>
</ol>
<h2>学习方式</h2>
<p>课程以图文与视频形式发布在帮助中心与工作台“帮助教程”中，并定期举办线上直播答疑。报名直播或申请线下沙龙，请通过${contact}联系我们。</p>`,
    },
    {
      slug: 'canteenDesign',
      title: '食堂设计',
      summary: '为企业、学校和餐饮门店提供食堂与餐饮空间的品牌视觉与定制物料一站式设计制作。',
      body: `
<h2>食堂与餐饮定制设计</h2>
<p>一个好的食堂，不只是吃饭的地方，也是企业文化与学校精神的展示窗口。${site.name}依托设计团队和按需生产能力，为企业食堂、学校食堂、医院与园区餐厅、连锁餐饮门店提供从空间视觉到定制物料的一站式服务。</p>
<h2>服务内容</h2>
<ul>
  <li><strong>品牌视觉</strong>：食堂名称与标志设计、配色与字体规范、导视系统；</li>
  <li><strong>空间装饰</strong>：文化墙、主题墙绘、挂画、窗口招牌与灯箱画面；</li>
  <li><strong>就餐物料</strong>：菜单与价目牌、桌牌、餐垫纸、营养标识与光盘行动宣传物料；</li>
  <li><strong>定制餐具</strong>：印有标志或主题图案的餐盘、水杯、马克杯、餐具收纳袋；</li>
  <li><strong>员工服装</strong>：厨师服、工作服、围裙、帽子的定制印花与刺绣。</li>
</ul>
<h2>适用场景</h2>
<table>
  <thead><tr><th>场景</th><th>常见需求</th></tr></thead>
  <tbody>
    <tr><td>企业食堂</td><td>融入企业文化的主题墙、统一的员工工作服、带标志的餐具</td></tr>
    <tr><td>学校食堂</td><td>健康饮食宣传、节约粮食主题、学生友好的导视与菜单</td></tr>
    <tr><td>园区与医院餐厅</td><td>清晰的窗口导视、营养标识、易清洁的标牌材料</td></tr>
    <tr><td>餐饮门店</td><td>门头与菜单设计、员工服装、外卖包装与贴纸</td></tr>
  </tbody>
</table>
<h2>服务流程</h2>
<ol>
  <li>需求沟通：了解场地、就餐人数、风格偏好与预算；</li>
  <li>方案设计：5～7 个工作日提交视觉方案与物料清单；</li>
  <li>修改确认：两轮免费修改，确认后出具报价；</li>
  <li>打样生产：关键物料先打样，确认后批量生产；</li>
  <li>交付安装：物料统一发货，墙绘与大型画面可安排安装。</li>
</ol>
<h2>交付周期</h2>
<p>常规项目从确认方案到交付约 15～25 个工作日，服装与餐具等小批量定制最快 7 个工作日。</p>
<p>欢迎通过${contact}预约免费咨询，告诉我们你的场地与需求。</p>`,
    },
  ];
}
