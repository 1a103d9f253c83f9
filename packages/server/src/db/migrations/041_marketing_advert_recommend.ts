/**
 * /operate/marketing/advert 广告管理 and /operate/marketing/productRecommend 商品推荐: the app's
 * banners (cities kept as the form's comma list and, by trigger, as an int[] and their names) and
 * the services recommended per city in order. PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
create table marketing_advert (
  id serial primary key,
  title varchar(30) not null,
  position smallint not null check (position between 1 and 5),
  image_url varchar(300) not null,
  link_url varchar(300),
  start_at timestamptz not null,
  end_at timestamptz not null,
  city_ids text,
  city_id_arr integer[] not null default '{}',
  city_names varchar(400),
  sort_order smallint not null default 10 check (sort_order between 0 and 999),
  status smallint not null default 0 check (status in (0, 1, 2)),
  status_reason varchar(200),
  status_by varchar(40),
  status_at timestamptz,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index marketing_advert_sort_idx on marketing_advert (sort_order, id);
create index marketing_advert_position_idx on marketing_advert (position, sort_order, id);
create index marketing_advert_status_idx on marketing_advert (status, sort_order, id);
create index marketing_advert_start_idx on marketing_advert (start_at desc, id desc);
create index marketing_advert_cities_idx on marketing_advert using gin (city_id_arr);

-- (A function body puts each ';' at the start of the next line: the migration runner splits statements at a ';' ending a line.)
create function marketing_advert_cities() returns trigger language plpgsql as $$
begin
  new.city_id_arr := marketing_activity_ids(new.city_ids)
  ; select left(string_agg(a.name, '、' order by a.id), 400) into new.city_names from area a where a.id = any(new.city_id_arr)
  ; if new.city_names is null then new.city_names := '全部城市'
  ; end if
  ; return new
; end $$;
create trigger marketing_advert_cities before insert or update of city_ids on marketing_advert
  for each row execute function marketing_advert_cities();

create table marketing_recommend (
  id serial primary key,
  city_id integer not null references area(id),
  item_id integer not null references item(id),
  sort_order smallint not null default 1 check (sort_order between 1 and 99),
  tag_text varchar(8),
  reason varchar(60),
  enabled boolean not null default true,
  created_by varchar(40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (city_id, item_id)
);
create index marketing_recommend_sort_idx on marketing_recommend (sort_order, id);
create index marketing_recommend_city_idx on marketing_recommend (city_id, sort_order, id);
create index marketing_recommend_item_idx on marketing_recommend (item_id, sort_order, id);
`;
