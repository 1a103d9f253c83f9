/** Level dictionaries that the spec loads from server enums (config enum types). */
export const CONFIG_ENUMS: Record<string, [string, string][]> = {
  craftsmanLevel: [
    ['U1-1', '资深'],
    ['U1-2', '资深'],
    ['U2', '老牌'],
    ['U3', '金牌'],
    ['U4', '首席'],
    ['U5', '总监'],
    ['U6', '总监'],
    ['U7', '明星'],
    ['U8', '明星'],
    ['U9', '明星'],
  ],
  priceLevel: Array.from({ length: 11 }, (_, i) => [`P${i}`, i === 4 ? '首席/金牌' : i >= 8 ? '明星/特聘' : `P${i}档`] as [string, string]),
  dataLevel: [
    ['S1', '一级数据'],
    ['S2', '二级数据'],
    ['S3', '三级数据'],
    ['S4', '四级数据'],
  ],
  managerLevel: [
    ['M1', '见习店长'],
    ['M2', '店长'],
    ['M3', '资深店长'],
    ['M4', '区域经理'],
  ],
  salaryLevel: [
    ['D1', '薪资一档'],
    ['D2', '薪资二档'],
    ['D3', '薪资三档'],
  ],
  managerSalaryLevel: [
    ['T1', '管理薪资一档'],
    ['T2', '管理薪资二档'],
  ],
  storeLevel: [
    ['A', 'A类门店'],
    ['B', 'B类门店'],
    ['C', 'C类门店'],
  ],
  materialType: [
    ['1', '洗护用品'],
    ['2', '染膏'],
    ['3', '烫发药水'],
    ['4', '工具耗材'],
    ['5', '一次性用品'],
  ],
};
