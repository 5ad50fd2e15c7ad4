/** A compact province -> cities table for the picker (the common regions; not an administrative register). */
export const REGIONS: { province: string; cities: string[] }[] = [
  { province: '北京市', cities: ['北京市'] },
  { province: '上海市', cities: ['上海市'] },
  { province: '天津市', cities: ['天津市'] },
  { province: '重庆市', cities: ['重庆市'] },
  { province: '广东省', cities: ['广州市', '深圳市', '珠海市', '佛山市', '东莞市', '汕头市'] },
  { province: '浙江省', cities: ['杭州市', '宁波市', '温州市', '绍兴市', '嘉兴市'] },
  { province: '江苏省', cities: ['南京市', '苏州市', '无锡市', '常州市', '南通市'] },
  { province: '山东省', cities: ['济南市', '青岛市', '烟台市', '潍坊市'] },
  { province: '四川省', cities: ['成都市', '绵阳市', '德阳市', '宜宾市'] },
  { province: '湖北省', cities: ['武汉市', '宜昌市', '襄阳市'] },
  { province: '湖南省', cities: ['长沙市', '株洲市', '湘潭市'] },
  { province: '福建省', cities: ['福州市', '厦门市', '泉州市'] },
  { province: '河南省', cities: ['郑州市', '洛阳市', '开封市'] },
  { province: '河北省', cities: ['石家庄市', '唐山市', '保定市'] },
  { province: '陕西省', cities: ['西安市', '宝鸡市', '咸阳市'] },
  { province: '云南省', cities: ['昆明市', '大理市', '丽江市'] },
];
