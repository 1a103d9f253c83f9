/** The demo chain: cities, their districts, and 60 stores of every category and brand. */
export const CITIES: { id: number; name: string; code: string; districts: { name: string; landmarks: string[]; road: string }[] }[] = [
  {
    id: 310000,
    name: '上海市',
    code: 'SH',
    districts: [
      { name: '浦东新区', road: '张杨路', landmarks: ['陆家嘴', '世纪公园', '金桥', '张江', '川沙', '外高桥'] },
      { name: '徐汇区', road: '漕溪北路', landmarks: ['徐家汇', '龙华', '田林', '康健', '漕河泾'] },
      { name: '静安区', road: '南京西路', landmarks: ['静安寺', '大宁', '彭浦', '江宁路'] },
      { name: '闵行区', road: '七莘路', landmarks: ['莘庄', '七宝', '虹桥镇', '颛桥', '梅陇'] },
    ],
  },
  {
    id: 110000,
    name: '北京市',
    code: 'BJ',
    districts: [
      { name: '朝阳区', road: '建国路', landmarks: ['国贸', '望京', '三里屯', '双井', '亚运村', '酒仙桥'] },
      { name: '海淀区', road: '中关村大街', landmarks: ['中关村', '五道口', '公主坟', '上地', '万柳', '西二旗'] },
      { name: '东城区', road: '东直门内大街', landmarks: ['东直门', '王府井', '崇文门', '雍和宫'] },
    ],
  },
  {
    id: 330100,
    name: '杭州市',
    code: 'HZ',
    districts: [
      { name: '西湖区', road: '文三路', landmarks: ['黄龙', '文三路', '古荡', '西溪', '转塘'] },
      { name: '上城区', road: '解放路', landmarks: ['湖滨', '南星桥', '钱江新城', '四季青'] },
      { name: '滨江区', road: '江南大道', landmarks: ['星光大道', '长河', '浦沿', '西兴', '奥体'] },
    ],
  },
  {
    id: 440300,
    name: '深圳市',
    code: 'SZ',
    districts: [
      { name: '南山区', road: '深南大道', landmarks: ['科技园', '海岸城', '蛇口', '前海', '大冲'] },
      { name: '福田区', road: '福华路', landmarks: ['会展中心', '车公庙', '华强北', '梅林', '香蜜湖'] },
    ],
  },
];

export interface SeedStore {
  code: string;
  name: string;
  cityId: number;
  districtId: number;
  storeType: number;
  brandType: number;
  serviceType: number | null;
  openStatus: number;
  address: string;
  phone: string;
  openDate: string;
  seats: number;
  hours: [string, string];
  lng: string;
  lat: string;
}

const CATEGORY_CYCLE = [0, 0, 1, 0, 2, 1, 0, 3, 0, 1];
const BRAND_CYCLE: [number, number | null][] = [
  [0, 0],
  [0, 1],
  [0, 1],
  [1, null],
  [0, 0],
  [2, null],
  [0, 1],
  [3, null],
];
const STATUS_CYCLE = [1, 1, 1, 1, 1, 1, 0, 1, 2, 1, 1, 3, 1, 4, 1];
const HOURS: [string, string][] = [
  ['10:00', '22:00'],
  ['09:30', '21:30'],
  ['10:00', '21:00'],
  ['11:00', '22:30'],
];
const CENTRES: Record<number, [number, number]> = { 310000: [121.47, 31.23], 110000: [116.4, 39.9], 330100: [120.16, 30.27], 440300: [114.06, 22.54] };

export function districtId(cityId: number, index: number) {
  return cityId + index + 1;
}

export function buildStores(): SeedStore[] {
  const stores: SeedStore[] = [];
  let n = 0;
  for (const city of CITIES) {
    city.districts.forEach((district, di) => {
      for (const landmark of district.landmarks) {
        if (stores.length >= 60) return;
        const [brandType, serviceType] = BRAND_CYCLE[n % BRAND_CYCLE.length];
        const [lng, lat] = CENTRES[city.id];
        const brandSuffix = brandType === 1 ? '（U STAR）' : brandType === 2 ? '（造型）' : '';
        stores.push({
          code: `${city.code}${String(n + 1).padStart(4, '0')}`,
          name: `${landmark}店${brandSuffix}`,
          cityId: city.id,
          districtId: districtId(city.id, di),
          storeType: CATEGORY_CYCLE[n % CATEGORY_CYCLE.length],
          brandType,
          serviceType,
          openStatus: STATUS_CYCLE[n % STATUS_CYCLE.length],
          address: `${city.name}${district.name}${district.road}${88 + ((n * 37) % 900)}号${1 + (n % 3)}楼`,
          phone: `0${city.id === 110000 ? '10' : city.id === 310000 ? '21' : city.id === 330100 ? '571' : '755'}-${String(60000000 + n * 7919).slice(0, 8)}`,
          openDate: `20${18 + (n % 7)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + ((n * 3) % 28)).padStart(2, '0')}`,
          seats: 4 + (n % 9),
          hours: HOURS[n % HOURS.length],
          lng: (lng + ((n % 10) - 5) * 0.013).toFixed(6),
          lat: (lat + ((n % 7) - 3) * 0.011).toFixed(6),
        });
        n++;
      }
    });
  }
  return stores;
}
