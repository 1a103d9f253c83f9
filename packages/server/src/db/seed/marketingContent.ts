import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { numberedFiles, range, type SeedContext, type SeedStep } from './context.js';

/** Hair-circle post covers (post-1..12) and customers' pictures (photo-1..20) the rows take turns with. */
const POST_COVERS = 12;
const USER_PHOTOS = 20;

/**
 * Demo rows of marketing content (issue 13): the four official-account menus with their publish
 * logs, the hair circle (labels, sources, templates, a few hundred posts of the craftsmen in every
 * state, customers' pictures from their orders), corporate culture, materials, the general
 * settings and past recompute jobs. Set-based statements over the seeded stores, craftsmen,
 * customers and orders; times relative to now.
 */
async function seedMarketingContent(db: Kysely<Database>, { userIds }: SeedContext): Promise<void> {
  const admin = userIds.find((u) => u.account === 'admin')?.name ?? '系统管理员';
  const ops = userIds.find((u) => u.account === 'ops01')?.name ?? admin;

  // ---------------------------------------------------------------- 公众号菜单
  const view = (name: string, url: string) => ({ name, type: 'view', url });
  const click = (name: string, key: string) => ({ name, type: 'click', key });
  const mini = (name: string, pagePath: string) => ({ name, type: 'miniprogram', appId: 'wx6f2a1c9d8e7b5a30', pagePath, url: 'https://m.udream.example.com/' });
  const menus: Record<string, { name: string; children: object[] }[][]> = {
    udream: [
      [
        { ...mini('预约剪发', 'pages/booking/index'), children: [] } as never,
        {
          name: '会员中心',
          children: [mini('我的会员卡', 'pages/member/card'), mini('我的优惠券', 'pages/coupon/list'), view('积分商城', 'https://m.udream.example.com/points')],
        },
        {
          name: '关于优梦',
          children: [
            view('品牌故事', 'https://www.udream.example.com/story'),
            view('门店查询', 'https://m.udream.example.com/stores'),
            click('联系客服', 'CONTACT_SERVICE'),
          ],
        },
      ],
    ],
    oh: [
      [
        { ...mini('立即预约', 'pages/oh/booking'), children: [] } as never,
        { name: '发型灵感', children: [view('本周热门', 'https://m.oh.example.com/hot'), view('发型师作品', 'https://m.oh.example.com/works')] },
        { name: '我的', children: [mini('我的订单', 'pages/oh/orders'), click('在线客服', 'OH_SERVICE')] },
      ],
    ],
    gl: [
      [
        { name: 'GL造型', children: [view('造型案例', 'https://m.gl.example.com/cases'), view('造型师团队', 'https://m.gl.example.com/team')] },
        { ...mini('预约造型', 'pages/gl/booking'), children: [] } as never,
      ],
    ],
    family: [
      [
        { name: '家庭账户', children: [mini('家庭成员', 'pages/family/members'), mini('共享权益', 'pages/family/benefits')] },
        { ...mini('儿童剪发', 'pages/family/kids'), children: [] } as never,
        { name: '活动', children: [view('亲子活动', 'https://m.udream.example.com/family/events'), click('签到领券', 'FAMILY_SIGN_IN')] },
      ],
    ],
  };
  // Earlier versions: the first with fewer entries; the menus as published now are the last.
  const history = (menu: { name: string; children: object[] }[]) => [
    menu.slice(0, 2).map((e) => ({ ...e, children: e.children.slice(0, 1) })),
    menu.slice(0, 2),
    menu,
  ];
  for (const [account, [menu]] of Object.entries(menus)) {
    const versions = history(menu);
    const draft =
      account === 'oh' ? [...menu.slice(0, 2), { ...menu[2], children: [...menu[2].children, view('加盟合作', 'https://www.oh.example.com/join')] }] : menu;
    const last = versions.length;
    await sql`insert into wx_menu (account, draft, draft_updated_by, draft_updated_at, published, published_version, published_by, published_at)
      values (${account}, ${JSON.stringify(draft)}::jsonb, ${ops}, now() - interval '2 days', ${JSON.stringify(menu)}::jsonb, ${last}, ${admin}, now() - interval '5 days')`.execute(
      db,
    );
    for (const [i, v] of versions.entries()) {
      const entries = v.reduce((n, e) => n + 1 + e.children.length, 0);
      const summary = v.map((e) => (e.children.length ? `${e.name}(${e.children.length})` : e.name)).join(' | ');
      await sql`insert into wx_menu_publish_log (account, version, menu, top_count, entry_count, summary, published_by, published_at)
        values (${account}, ${i + 1}, ${JSON.stringify(v)}::jsonb, ${v.length}, ${entries}, ${summary}, ${i === 0 ? ops : admin},
          now() - make_interval(days => ${(last - i) * 40 - 35}))`.execute(db);
    }
  }

  // ---------------------------------------------------------------- 发圈：标签、来源、模板
  await sql`insert into hair_circle_label (name, category, sort_order, enabled, remark, created_by, updated_by, updated_at)
    select l.name, l.category, l.n * 10, l.name <> '复古油头', l.remark, ${admin}, ${admin}, now() - make_interval(days => l.n * 3)
    from (values (1, '日系', 0, '清新自然的日系风格'), (2, '韩系', 0, null), (3, '法式慵懒', 0, '法式卷发、空气感'), (4, '复古油头', 0, '已停用，合并到“男士油头”'),
      (5, '男士短发', 1, null), (6, '男士油头', 1, null), (7, '女士短发', 1, null), (8, '锁骨发', 1, '长度及锁骨'), (9, '长卷发', 1, null),
      (10, '挑染', 2, null), (11, '奶茶色', 2, '年度流行色'), (12, '羊毛卷', 2, null), (13, '头皮护理', 3, null), (14, '修护发膜', 3, null),
      (15, '新娘造型', 4, null), (16, '毕业季', 4, '毕业照造型')) as l(n, name, category, remark)
    order by l.n`.execute(db);
  await sql`insert into hair_circle_source (code, name, app, need_review, enabled, remark, updated_by) values
    ('CRAFTSMAN_APP', '手艺人App', 0, true, true, '手艺人在App上传的作品，发布前需审核', ${admin}),
    ('STORE_WALL', '门店作品墙', 0, true, true, '店长在门店端代手艺人上传', ${admin}),
    ('HQ_EDITOR', '总部运营', 0, false, true, '总部内容运营发布，提交即发布', ${admin}),
    ('OH_APP', 'OH造型App', 3, true, true, null, ${admin}),
    ('SECOND_BRAND', '第二品牌App', 2, true, false, '第二品牌App暂停发圈', ${admin})`.execute(db);
  await sql`insert into hair_circle_template (name, label_id, title_template, content_template, sort_order, enabled, updated_by)
    select t.name, (select id from hair_circle_label where name = t.label), t.title, t.content, t.n * 10, t.enabled, ${admin}
    from (values
      (1, '日系短发作品', '日系', '{发型}｜清爽日系短发', '今天给顾客剪了一款{发型}，发量多的朋友也能打理得很轻松～欢迎到{门店}找我 {手艺人}', true),
      (2, '男士油头作品', '男士油头', '{发型}｜干净利落的商务油头', '两侧推短，顶部留长，打理只需3分钟。{门店} {手艺人}', true),
      (3, '奶茶色染发', '奶茶色', '显白奶茶色｜{发型}', '不用漂也能染的奶茶色，黄皮也显白。预约{门店}，找{手艺人}', true),
      (4, '羊毛卷烫发', '羊毛卷', '{发型}｜蓬松羊毛卷', '细软塌的头发烫个羊毛卷，瞬间多一倍发量！{门店}', true),
      (5, '锁骨发', '锁骨发', '锁骨发｜{发型}', '长度刚好到锁骨，内扣外翻都好看。{手艺人}在{门店}等你', true),
      (6, '新娘跟妆', '新娘造型', '新娘造型｜{发型}', '为新娘打造的{发型}，婚礼当天全程不塌。预约请联系{门店}', true),
      (7, '头皮护理', '头皮护理', '头皮护理体验｜{门店}', '头皮清洁+按摩放松，油头星人的福音。', true),
      (8, '毕业季造型', '毕业季', '毕业照造型｜{发型}', '拍毕业照之前来{门店}做个造型吧！', false))
      as t(n, name, label, title, content, enabled)
    order by t.n`.execute(db);

  // ---------------------------------------------------------------- 发圈：作品（每位在职手艺人若干条）
  await sql`
    with c as (select c.id, c.store_id, c.real_name, row_number() over (order by c.id) as rn from craftsman c where c.status in (1, 2)),
    posts as (
      select c.id as craftsman_id, c.store_id, c.real_name, g.k, (c.rn * 7 + g.k * 13) as h
      from c cross join generate_series(1, 3) g(k)
      where (c.rn + g.k) % 4 <> 0),
    numbered as (select p.*, row_number() over (order by p.craftsman_id, p.k) as n from posts p)
    insert into hair_circle_post (post_no, craftsman_id, store_id, source_id, label_id, template_id, title, content, cover_url, image_count, status,
      is_top, like_count, view_count, comment_count, review_remark, reviewer, reviewed_at, created_by, created_at, updated_at)
    select 'FQ' || to_char(now() - make_interval(days => (n.h % 90)::int), 'YYYYMMDD') || lpad(n.n::text, 4, '0'),
      n.craftsman_id, n.store_id,
      (select id from hair_circle_source where code = case when n.h % 5 = 0 then 'STORE_WALL' else 'CRAFTSMAN_APP' end),
      (select id from hair_circle_label where enabled order by id offset ((n.n * 11) % 15) limit 1),
      case when n.h % 3 = 0 then (select id from hair_circle_template where enabled order by id offset (n.h % 7) limit 1) end,
      (array['清爽日系短发','商务油头','奶茶色挑染','蓬松羊毛卷','显脸小锁骨发','法式慵懒卷','韩系八字刘海','毕业季编发','干净男士寸头','空气感短发'])[1 + (n.n * 7) % 10]
        || '｜' || n.real_name || '作品',
      (array['发量多也能打理得很轻松，吹干就有型。','两侧推短更显精神，适合通勤。','不用漂也能染，黄皮显白。','细软塌救星，发量瞬间翻倍。',
             '长度刚好到锁骨，内扣外翻都好看。','慵懒随性，适合约会。','修饰脸型，显得脸小。','毕业照必备，全天不塌。'])[1 + (n.n * 3) % 8]
        || '欢迎到店找我～',
      '/files/seed/hair-circle/post-' || (1 + n.h % ${sql.lit(POST_COVERS)}) || '.jpg',
      1 + (n.h % 9),
      case when n.h % 18 = 1 then 0 when n.h % 9 = 2 then 2 when n.h % 9 = 3 then 3 else 1 end,
      n.h % 29 = 0,
      case when n.h % 18 = 1 or n.h % 9 = 2 then 0 else (n.h * 37) % 480 end,
      case when n.h % 18 = 1 or n.h % 9 = 2 then 0 else 200 + (n.h * 53) % 5200 end,
      case when n.h % 18 = 1 or n.h % 9 = 2 then 0 else (n.h * 11) % 60 end,
      case n.h % 9 when 2 then (array['图片模糊，请上传清晰的作品图','作品图含其他品牌水印','正文含联系方式，请删除后重新提交'])[1 + n.h % 3]
        when 3 then '顾客要求删除照片' else null end,
      case when n.h % 18 = 1 then null else ${ops} end,
      case when n.h % 18 = 1 then null else now() - make_interval(days => (n.h % 90)::int) + interval '5 hours' end,
      n.real_name,
      now() - make_interval(days => (n.h % 90)::int, hours => (n.h % 11)::int),
      now() - make_interval(days => (n.h % 90)::int)
    from numbered n order by n.n`.execute(db);
  await sql`update hair_circle_template t set usage_count = s.n
    from (select template_id, count(*)::int as n from hair_circle_post where template_id is not null group by template_id) s where t.id = s.template_id`.execute(
    db,
  );

  // ---------------------------------------------------------------- 用户图片（顾客在订单后上传）
  await sql`
    with o as (select o.id, o.customer_id, o.store_id, o.finished_at, row_number() over (order by o.id) as n
      from customer_order o where o.status in (3, 8) and o.finished_at > now() - interval '60 days')
    insert into user_image (customer_id, store_id, order_id, scene, image_url, status, reject_reason, reviewer, reviewed_at, uploaded_at)
    select o.customer_id, o.store_id, case when o.n % 6 = 5 then null else o.id end, case when o.n % 6 = 5 then 2 else o.n % 2 end,
      '/files/seed/user-image/photo-' || (1 + o.n % ${sql.lit(USER_PHOTOS)}) || '.jpg',
      case when o.finished_at > now() - interval '3 days' then 0 when o.n % 7 = 0 then 2 else 1 end,
      case when o.finished_at <= now() - interval '3 days' and o.n % 7 = 0 then (array['图片与发型无关','含有他人肖像','图片不清晰'])[1 + o.n % 3] end,
      case when o.finished_at <= now() - interval '3 days' then ${ops} end,
      case when o.finished_at <= now() - interval '3 days' then o.finished_at + interval '1 day' end,
      o.finished_at + interval '2 hours'
    from o where o.n % 9 = 0 order by o.n`.execute(db);

  // ---------------------------------------------------------------- 企业资讯、官网新闻
  await sql`insert into culture_article (channel, title, category, cover_url, summary, content, author, status, is_top, view_count, published_at,
      operator, operated_at, created_by, created_at, updated_at)
    select a.channel, a.title, a.category, '/files/seed/culture/news-' || a.n || '.jpg', a.summary,
      a.summary || '\n\n' || '详细内容请见附件与各区域运营通知。各门店请组织店内伙伴学习，并在周例会上传达。', a.author, a.status, a.n in (1, 9),
      case when a.status = 0 then 0 else 120 + a.n * 173 % 2600 end,
      case when a.status = 0 then null else now() - make_interval(days => a.n * 6) end,
      case when a.status = 0 then null else ${admin} end, case when a.status = 0 then null else now() - make_interval(days => a.n * 6) end,
      ${ops}, now() - make_interval(days => a.n * 6 + 1), now() - make_interval(days => a.n * 6 + 1)
    from (values
      (1, 1, '2026年度优秀门店表彰名单', 2, '陆家嘴店、徐家汇店等12家门店获评年度优秀门店。', '人力资源部', 1),
      (2, 1, '关于调整门店营业时间审批流程的通知', 1, '即日起营业时间调整统一在系统内申请，由区域经理审批。', '运营中心', 1),
      (3, 1, '第三季度手艺人技能大赛圆满落幕', 0, '来自28家门店的96位手艺人参加了本次大赛。', '品牌部', 1),
      (4, 1, '新版会员权益上线说明', 1, '会员等级与权益调整，9月1日起生效。', '会员运营部', 1),
      (5, 1, '优梦学院秋季课程开班', 3, '秋季课程覆盖男士渐变、烫染进阶等8门课程。', '优梦学院', 1),
      (6, 1, '门店卫生检查标准（2026版）', 1, '新版卫生标准共32项，请各门店对照自查。', '运营中心', 2),
      (7, 1, '国庆假期排班安排', 0, '国庆期间门店正常营业，排班请于9月20日前提交。', '运营中心', 0),
      (8, 1, '新店开业：南京西路店', 0, '南京西路店将于下月开业，欢迎伙伴们内部推荐。', '拓展部', 0),
      (9, 2, '优梦发型荣获“年度消费者喜爱品牌”', 10, '在年度美业峰会上，优梦发型获评年度消费者喜爱品牌。', '品牌部', 1),
      (10, 2, '上海电视台专访：一家快剪连锁的标准化之路', 11, '媒体走进门店，记录一次15分钟剪发的全过程。', '品牌部', 1),
      (11, 2, '美发行业数字化白皮书发布', 12, '白皮书显示，线上预约已占门店客流的六成以上。', '品牌部', 1),
      (12, 2, '优梦公益剪发走进社区养老院', 13, '30位手艺人为社区老人免费理发。', '品牌部', 1),
      (13, 2, '优梦发型第500家门店开业', 10, '第500家门店落户杭州，品牌进入新阶段。', '品牌部', 2),
      (14, 2, '冬季护发小贴士', 12, '干燥季节如何护发？手艺人给出5条建议。', '品牌部', 0))
      as a(n, channel, title, category, summary, author, status)
    order by a.n`.execute(db);

  // ---------------------------------------------------------------- 运营工具、加入优梦、素材库
  await sql`insert into culture_tool (name, category, link_url, description, audience, sort_order, enabled, updated_by)
    select t.name, t.category, t.url, t.description, t.audience, t.n * 10, t.n <> 10, ${admin}
    from (values
      (1, '门店经营日报', 0, 'https://bi.udream.example.com/store/daily', '每日营业额、客单价、客流', 1),
      (2, '手艺人业绩看板', 0, 'https://bi.udream.example.com/craftsman', '个人业绩与排名', 2),
      (3, '排班助手', 1, 'https://work.udream.example.com/schedule', '每周排班与调班申请', 1),
      (4, '考勤打卡', 1, 'https://work.udream.example.com/clock', '上下班打卡与补卡', 0),
      (5, '海报生成器', 2, 'https://mkt.udream.example.com/poster', '一键生成门店活动海报', 1),
      (6, '活动素材下载', 2, 'https://mkt.udream.example.com/assets', '总部活动物料下载', 0),
      (7, '优梦学院', 3, 'https://school.udream.example.com', '线上课程与考试', 2),
      (8, '技能认证报名', 3, 'https://school.udream.example.com/cert', '等级认证报名', 2),
      (9, '顾客投诉处理', 4, 'https://cs.udream.example.com/complaints', '投诉工单处理与回访', 1),
      (10, '旧版报表（停用）', 0, 'https://old.udream.example.com/report', '已停用，请使用门店经营日报', 1))
      as t(n, name, category, url, description, audience)
    order by t.n`.execute(db);
  await sql`insert into culture_job (title, city_id, job_type, headcount, salary_min, salary_max, requirement, contact_phone, status, applicant_count,
      operator, operated_at, created_at, updated_at)
    select j.title, c.id, j.job_type, j.headcount, j.smin, j.smax, j.req, '021-6088' || lpad((1000 + j.n * 37)::text, 4, '0'), j.status,
      case when j.status = 0 then 0 else j.n * 7 % 40 end, case when j.status = 0 then null else ${admin} end,
      case when j.status = 0 then null else now() - make_interval(days => j.n * 4) end,
      now() - make_interval(days => j.n * 4 + 2), now() - make_interval(days => j.n * 4)
    from (values
      (1, '资深发型师', 0, 6, 12000, 25000, '3年以上剪发经验，熟练男士渐变与女士短发；有门店带教经验优先。', 1),
      (2, '发型师', 0, 10, 8000, 15000, '1年以上剪发经验，服务意识强。', 1),
      (3, '发型助理', 1, 12, 4500, 6500, '热爱美发行业，无经验可培训，包住宿。', 1),
      (4, '门店店长', 2, 3, 10000, 18000, '2年以上连锁门店管理经验，能带领8人以上团队。', 1),
      (5, '区域培训师', 3, 2, 12000, 20000, '5年以上美发经验，有培训授课经验。', 1),
      (6, '管培生（2027届）', 4, 20, 6000, 8000, '2027届本科及以上学历，接受门店轮岗。', 0),
      (7, '烫染技师', 0, 4, 9000, 16000, '精通烫染技术，熟悉主流染发品牌。', 2),
      (8, '数据分析师', 3, 1, 15000, 25000, '统计、计算机相关专业，熟练SQL。', 1))
      as j(n, title, job_type, headcount, smin, smax, req, status)
    cross join lateral (select id from area where level = 1 order by sort_order, id offset (j.n % 3) limit 1) c
    order by j.n`.execute(db);
  await sql`insert into culture_material (name, kind, image_url, video_url, copy_text, tags, brand_type, download_count, enabled, created_by, created_at, updated_at)
    select m.name, m.kind, case when m.kind in (0, 1, 2) then '/files/seed/material/lib-' || m.n || '.jpg' end,
      case when m.kind = 1 then '/files/seed/material/lib-' || m.n || '.mp4' end, m.copy, m.tags, m.brand, m.n * 31 % 300, true, ${ops},
      now() - make_interval(days => m.n * 5), now() - make_interval(days => m.n * 5)
    from (values
      (1, '秋季新品海报', 2, null, '秋季,新品', 0), (2, '门店环境实拍', 0, null, '门店,环境', null), (3, '剪发15分钟快剪视频', 1, null, '快剪,视频', 0),
      (4, '会员日朋友圈文案', 3, '每月8号会员日，全场剪发8折，储值再送50元！', '会员日,文案', null),
      (5, '奶茶色染发效果图', 0, null, '染发,奶茶色', 0), (6, '开业活动海报', 2, null, '开业,活动', null),
      (7, '手艺人风采视频', 1, null, '手艺人,品牌', 1), (8, '开学季文案', 3, '开学换个新发型，学生凭证剪发立减10元。', '开学季,学生', 0),
      (9, '造型品牌宣传海报', 2, null, '造型,品牌', 2), (10, '儿童剪发场景图', 0, null, '儿童,家庭', null))
      as m(n, name, kind, copy, tags, brand)
    order by m.n`.execute(db);

  // ---------------------------------------------------------------- 节点推送（已推送的有推送记录）
  await sql`insert into node_push (title, content, audience, channel, link_url, push_at, status, recipient_count, sent_at, cancel_reason, operator, operated_at,
      created_by, created_at, updated_at)
    select p.title, p.content, p.audience, p.channel, p.link, now() + make_interval(hours => p.hours), p.status, null, null,
      case when p.status = 2 then '活动方案调整，改期推送' end, case when p.status = 2 then ${admin} end,
      case when p.status = 2 then now() - interval '3 days' end, ${ops}, now() - make_interval(hours => abs(p.hours) + 72), now() - make_interval(hours => abs(p.hours) + 72)
    from (values
      ('会员日提醒', '明天是会员日，全场剪发8折，记得预约哦～', 1, 0, 'pages/member/day', 20, 0),
      ('双十一储值活动', '储值500送80，仅限11月11日当天。', 0, 1, 'pages/recharge/index', 24 * 10, 0),
      ('冬季护发季', '冬季头皮护理套餐上线，首次体验5折。', 0, 0, null, 24 * 25, 0),
      ('店长月度经营会', '本月经营会将于周五下午2点线上召开，请准时参加。', 3, 0, null, 24 * 3, 0),
      ('技能认证报名开启', '第四季度技能认证开始报名，截止本月底。', 2, 0, 'https://school.udream.example.com/cert', 24 * 6, 0),
      ('开学季活动', '开学季学生剪发立减10元。', 0, 2, 'https://m.udream.example.com/school', -24 * 40, 1),
      ('中秋节祝福', '中秋快乐！门店中秋当天正常营业。', 0, 0, null, -24 * 60, 1),
      ('会员等级升级通知', '会员权益升级，新增生日礼券。', 1, 1, 'pages/member/level', -24 * 20, 1),
      ('手艺人大赛报名', '第三季度技能大赛报名中。', 2, 0, null, -24 * 90, 1),
      ('国庆营业安排', '国庆期间门店正常营业。', 0, 2, null, -24 * 50, 1),
      ('周末限时折扣', '周末剪发限时9折。', 0, 0, null, 24 * 2, 2))
      as p(title, content, audience, channel, link, hours, status)
    order by p.hours desc`.execute(db);
  await sql`update node_push p set recipient_count = case p.audience
        when 0 then (select count(*)::int from customer where status <> 2) - (p.id % 17)
        when 1 then (select count(*)::int from customer where status <> 2 and member_level > 0) - (p.id % 5)
        when 2 then (select count(*)::int from craftsman where status in (1, 2))
        else (select count(*)::int from craftsman where status in (1, 2) and position_type = 1) end,
      sent_at = p.push_at + interval '20 seconds'
    where p.status = 1`.execute(db);
  await sql`insert into node_push_log (push_id, audience, channel, recipient_count, sent_at, sender)
    select id, audience, channel, recipient_count, sent_at, '系统定时任务' from node_push where status = 1 order by id`.execute(db);

  // ---------------------------------------------------------------- 物料列表
  await sql`insert into marketing_material (material_no, name, kind, size_spec, image_url, video_url, brand_type, valid_from, valid_to, status, remark, updated_by,
      created_at, updated_at)
    select 'WL-2026-' || lpad(m.n::text, 3, '0'), m.name, m.kind, m.size, '/files/seed/material/design-' || m.n || '.jpg',
      case when m.kind = 5 then '/files/seed/material/screen-' || m.n || '.mp4' end, m.brand,
      (current_date - m.n * 9), case when m.n % 3 = 0 then null else current_date + (60 - m.n * 4) end, case when m.n = 12 then 0 else 1 end,
      m.remark, ${admin}, now() - make_interval(days => m.n * 9), now() - make_interval(days => m.n * 9)
    from (values
      (1, '秋季新品主海报', 0, '60×90cm', 0, '门店入口处张贴'), (2, '会员日易拉宝', 1, '80×200cm', null, null), (3, '收银台价目台卡', 2, 'A5', 0, '价格以系统为准'),
      (4, '门头灯箱画面', 3, '300×80cm', 0, '新店统一'), (5, '开学季宣传单页', 4, 'A4', null, '社区地推使用'), (6, '等候区屏幕视频', 5, '1920×1080', 0, '循环播放'),
      (7, '造型品牌海报', 0, '60×90cm', 2, null), (8, '储值活动易拉宝', 1, '80×200cm', null, null), (9, '儿童剪发台卡', 2, 'A5', null, '家庭区摆放'),
      (10, 'U STAR门头画面', 3, '300×80cm', 1, null), (11, '新店开业宣传单页', 4, 'A4', null, null), (12, '旧版价目台卡（停用）', 2, 'A5', 0, '已被新版替换'))
      as m(n, name, kind, size, brand, remark)
    order by m.n`.execute(db);

  // ---------------------------------------------------------------- 通用配置
  await sql`insert into ai_answer_rule (title, keywords, match_mode, answer, priority, enabled, hit_count, updated_by)
    select r.title, r.keywords, r.mode, r.answer, r.priority, r.enabled, r.hits, ${admin}
    from (values
      ('营业时间', '营业时间,几点开门,几点关门', 0, '门店营业时间一般为10:00-22:00，具体以门店页面显示为准。', 80, true, 1820),
      ('预约方式', '预约,怎么预约,提前', 0, '您可以在小程序“预约剪发”中选择门店、手艺人和时间，也可以到店取号。', 70, true, 1533),
      ('退款', '退款,退钱', 0, '订单支付后如需退款，请在订单详情中申请，1-3个工作日原路退回。', 90, true, 642),
      ('优惠券过期', '优惠券,过期', 1, '已过期的优惠券无法恢复，请留意券的有效期；如有疑问可转人工客服。', 85, true, 298),
      ('会员卡余额', '储值,余额', 0, '储值卡余额可在小程序“我的-会员卡”中查看，本金与赠送金额分开显示。', 75, true, 410),
      ('发票', '发票,开票', 0, '消费后可在订单详情中申请电子发票，24小时内发送到您的邮箱。', 60, true, 356),
      ('停车', '停车,车位', 0, '部分门店提供商场停车优惠，请咨询门店。', 40, true, 122),
      ('儿童剪发', '儿童,小孩,宝宝', 0, '门店提供儿童剪发服务，12岁以下儿童享儿童价。', 55, true, 287),
      ('投诉', '投诉,不满意', 0, '非常抱歉给您带来不好的体验，已为您转接人工客服优先处理。', 95, true, 95),
      ('烫染时长', '烫,染,多久', 1, '烫染一般需要2-3小时，建议提前预约。', 50, true, 176),
      ('积分', '积分', 0, '消费1元积1分，积分可在积分商城兑换礼品。', 45, true, 233),
      ('家庭账户', '家庭账户,家人', 0, '家庭账户可共享会员权益，最多添加5位家庭成员。', 45, true, 88),
      ('加盟', '加盟,合作', 0, '加盟咨询请拨打招商热线400-820-8820。', 30, true, 64),
      ('旧版问答（停用）', '活动', 0, '当前活动请查看首页。', 10, false, 12))
      as r(title, keywords, mode, answer, priority, enabled, hits)
    order by r.priority desc`.execute(db);
  await sql`insert into percent_config (kind, store_category, rate, effective_date, enabled, remark, updated_by)
    select p.kind, p.cat, p.rate, p.day, p.enabled, p.remark, ${admin}
    from (values
      (0, 0, 35.00, date '2026-01-01', true, '直营店手艺人服务提成'), (0, 0, 32.00, date '2025-01-01', true, '2025年标准'),
      (0, 1, 38.00, date '2026-01-01', true, null), (0, 2, 36.00, date '2026-01-01', true, null),
      (1, 0, 5.00, date '2026-01-01', true, '推荐办卡提成'), (1, 1, 6.00, date '2026-01-01', true, null),
      (2, 1, 6.00, date '2026-01-01', true, '按月营业额收取'), (2, 2, 4.50, date '2026-01-01', true, null),
      (3, 1, 2.00, date '2026-01-01', true, null), (3, 3, 1.50, date '2026-07-01', true, '员工店优惠'),
      (4, 0, 0.60, date '2026-01-01', true, '线上支付平台服务费'), (4, 1, 0.60, date '2026-01-01', false, '待财务确认'))
      as p(kind, cat, rate, day, enabled, remark)
    order by p.day desc, p.kind`.execute(db);
  await sql`insert into settle_config (store_id, cycle, settle_day, fee_rate, min_amount, account_name, bank_name, bank_card, auto_settle, updated_by)
    select s.id, case s.store_type when 0 then 2 when 1 then 1 else 0 end,
      case s.store_type when 0 then 5 when 1 then 1 + s.id % 7 else 0 end,
      case s.store_type when 0 then 0.00 else 0.38 end, case s.store_type when 0 then 0 else 500 end,
      case s.store_type when 0 then '优梦美发（上海）有限公司' else s.store_name || '经营部' end,
      (array['招商银行上海分行','中国工商银行上海分行','中国建设银行浦东支行','交通银行徐汇支行'])[1 + s.id % 4],
      '6222' || lpad((s.id * 7919 % 1000000000000)::text, 12, '0'), s.id % 5 <> 0, ${admin}
    from store s where s.id % 6 <> 0 order by s.id`.execute(db);
  await sql`insert into comment_config (star, tag, sort_order, enabled, auto_reply, updated_by)
    select c.star, c.tag, c.n * 10, c.enabled, c.reply, ${admin}
    from (values
      (5, 1, '技术好', true, '感谢您的认可，期待下次再为您服务！'), (5, 2, '服务热情', true, '感谢您的认可，期待下次再为您服务！'),
      (5, 3, '效果满意', true, null), (5, 4, '环境干净', true, null), (5, 5, '等待时间短', true, null),
      (4, 1, '整体不错', true, '感谢您的评价，我们会做得更好！'), (4, 2, '沟通到位', true, null), (4, 3, '价格合理', true, null),
      (3, 1, '一般般', true, '感谢反馈，店长会尽快联系您了解情况。'), (3, 2, '等待偏久', true, null), (3, 3, '效果一般', true, null),
      (2, 1, '效果不满意', true, '非常抱歉，店长会在24小时内联系您。'), (2, 2, '服务态度差', true, null), (2, 3, '推销过多', true, null),
      (1, 1, '非常失望', true, '非常抱歉，客服会在24小时内联系您处理。'), (1, 2, '剪坏了', true, null), (1, 3, '不想再来', false, null))
      as c(star, n, tag, enabled, reply)
    order by c.star desc, c.n`.execute(db);

  // ---------------------------------------------------------------- 重算任务（历史）
  const customers = (await sql<{ n: number }>`select count(*)::int as n from customer`.execute(db)).rows[0].n;
  const templates = (await sql<{ n: number }>`select count(*)::int as n from hair_circle_template`.execute(db)).rows[0].n;
  await sql`insert into recompute_job (kind, status, total, processed, changed, batch_size, last_id, result, error, started_by, created_at, started_at, finished_at)
    values
      (0, 2, ${customers}, ${customers}, 37, 500, (select coalesce(max(id), 0) from customer), '共处理' || ${customers} || '条，修正37条（顾客到店次数与消费）', null,
        ${admin}, now() - interval '30 days', now() - interval '30 days', now() - interval '30 days' + interval '42 seconds'),
      (1, 3, ${templates}, 0, 0, 500, 0, null, '数据库连接中断，请重新发起', ${ops}, now() - interval '12 days', now() - interval '12 days', now() - interval '12 days' + interval '2 seconds'),
      (1, 2, ${templates}, ${templates}, 2, 500, (select coalesce(max(id), 0) from hair_circle_template), '共处理' || ${templates} || '条，修正2条（发圈模板使用次数）', null,
        ${ops}, now() - interval '12 days' + interval '10 minutes', now() - interval '12 days' + interval '10 minutes', now() - interval '12 days' + interval '11 minutes')`.execute(
    db,
  );
}

/**
 * The files of the statements above, by their numbers: every culture_article (a.n 1..14) has a cover;
 * culture_material an image for kinds 0-2 and a video for kind 1 (3, 7); marketing_material a design
 * (1..12) and kind 5 (6) a screen video. files.test.ts holds these to the addresses the database has.
 */
const CONTENT_FILES = [
  ...numberedFiles('post', 'seed/hair-circle/post-', range(1, POST_COVERS), '.jpg'),
  ...numberedFiles('photo', 'seed/user-image/photo-', range(1, USER_PHOTOS), '.jpg'),
  ...numberedFiles('news', 'seed/culture/news-', range(1, 14), '.jpg'),
  ...numberedFiles('material', 'seed/material/lib-', [1, 2, 3, 5, 6, 7, 9, 10], '.jpg'),
  ...numberedFiles('video', 'seed/material/lib-', [3, 7], '.mp4'),
  ...numberedFiles('material', 'seed/material/design-', range(1, 12), '.jpg'),
  ...numberedFiles('video', 'seed/material/screen-', [6], '.mp4'),
];

export const step: SeedStep = { order: 660, run: seedMarketingContent, files: CONTENT_FILES };
