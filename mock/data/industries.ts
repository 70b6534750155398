/** Sub-segments of each landing industry, keyed by landing id (see src/config/industries.ts). */
export const INDUSTRY_SEGMENTS: Record<string, API.IndustryItem[]> = {
  '2': [
    { id: 'pe-buyout', name: '并购基金', summary: '控股型交易的行业尽调与管理层访谈。' },
    { id: 'pe-growth', name: '成长期投资', summary: '高成长赛道的竞争格局与客户口碑验证。' },
    { id: 'pe-portfolio', name: '投后管理', summary: '对标分析、降本增效与第二增长曲线。' },
  ],
  '3': [
    { id: 'sm-consumer', name: '消费与零售', summary: '渠道动销、价格带与品牌力的高频追踪。' },
    { id: 'sm-tmt', name: 'TMT', summary: '供应链排产、资本开支与终端需求验证。' },
    { id: 'sm-cyclical', name: '周期与资源', summary: '产能、库存与价格传导的一线判断。' },
  ],
  '4': [
    { id: 'ib-ipo', name: 'IPO 尽调', summary: '客户、供应商与竞争对手的独立访谈。' },
    { id: 'ib-ma', name: '并购咨询', summary: '交易标的的市场地位与协同空间评估。' },
    { id: 'ib-research', name: '卖方研究', summary: '行业深度报告的数据与观点支持。' },
  ],
  '5': [
    { id: 'cs-strategy', name: '战略咨询', summary: '市场进入、增长战略与组织设计项目支持。' },
    { id: 'cs-dd', name: '商业尽调', summary: '短周期、高密度的专家访谈安排。' },
    { id: 'cs-survey', name: '问卷调研', summary: 'B2B 与 C 端样本的定量验证。' },
  ],
  '6': [
    { id: 'ind-equipment', name: '高端装备', summary: '工业机器人、机床与自动化产线。' },
    { id: 'ind-chemicals', name: '精细化工', summary: '电子化学品、助剂与特种材料。' },
    { id: 'ind-materials', name: '新材料', summary: '复合材料、锂电材料与半导体材料。' },
  ],
  '7': [
    { id: 'hc-devices', name: '医疗器械', summary: '高值耗材、影像设备与集采影响。' },
    { id: 'hc-diagnostics', name: '体外诊断', summary: '化学发光、分子诊断与检验科需求。' },
    { id: 'hc-pharma', name: '制药与生物科技', summary: '创新药研发、临床与商业化路径。' },
  ],
  '8': [
    { id: 'tech-semi', name: '半导体', summary: '设计、制造、封测与设备国产化。' },
    { id: 'tech-cloud', name: '云计算与企业软件', summary: '上云节奏、SaaS 续费与IT预算。' },
    { id: 'tech-ai', name: '人工智能', summary: '大模型应用、算力与数据服务。' },
  ],
};
