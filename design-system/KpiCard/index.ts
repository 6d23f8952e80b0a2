export { KpiCard, type KpiCardProps } from './KpiCard';
export { kpiColor, kpiTones, readableColor, type KpiTone } from './model';
