import { useId, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { kpiColor, type KpiTone } from './model';

export interface KpiCardProps {
  /** What is measured, e.g. 'Active subscriptions'. */
  title: ReactNode;
  /** The figure, already formatted, e.g. '12,480'. */
  value: ReactNode;
  /** An icon beside the figure (the designer's 'Iconic Data'); omit for 'Infographic Data'. */
  icon?: ReactNode;
  /** The title's colour: a tone or a stored CSS colour (title_color); darkened if too light to read. */
  titleColor?: KpiTone | (string & {});
  /** The value's colour: a tone or a stored CSS colour (value_color); darkened if too light to read. */
  valueColor?: KpiTone | (string & {});
  /** A line under the value, e.g. 'since last month'. */
  caption?: ReactNode;
}

const Root = styled.section`
  display: flex;
  align-items: center;
  gap: var(--tck-space-4);
  min-width: 0;
  padding: var(--tck-space-4) var(--tck-space-5);
  background: var(--tck-color-surface);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  box-shadow: var(--tck-shadow-sm);
`;

const IconSlot = styled.div`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-secondary);
  color: var(--tck-color-primary);
  font-size: 1.5rem;

  & > img,
  & > svg {
    max-width: 1.75rem;
    max-height: 1.75rem;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  color: var(--kpi-title-color, var(--tck-color-text-muted));
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
`;

const Value = styled.p`
  margin: var(--tck-space-1) 0 0;
  color: var(--kpi-value-color, var(--tck-color-text));
  font-size: var(--tck-font-size-xxl);
  font-weight: var(--tck-font-weight-bold);
  line-height: var(--tck-line-height-tight);
  overflow-wrap: anywhere;
`;

const Caption = styled.p`
  margin: var(--tck-space-1) 0 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-xs);
`;

/** A dashboard figure: title, value and optional icon, in the colours the report designer stored. */
export function KpiCard({ title, value, icon, titleColor, valueColor, caption }: KpiCardProps) {
  const titleId = useId();
  // Colours come from saved data, so they go through custom properties rather than new classes.
  const colors = {
    '--kpi-title-color': kpiColor(titleColor),
    '--kpi-value-color': kpiColor(valueColor),
  } as CSSProperties;
  return (
    <Root data-component="KpiCard" aria-labelledby={titleId} style={colors}>
      {icon !== undefined && icon !== null && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Text>
        <Title id={titleId}>{title}</Title>
        <Value>{value}</Value>
        {caption !== undefined && <Caption>{caption}</Caption>}
      </Text>
    </Root>
  );
}
