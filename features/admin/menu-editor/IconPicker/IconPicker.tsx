import {
  Button,
  MenuIcon,
  iconNames,
  normalizeIconName,
  TextInput,
  useDismiss,
  type FormFieldControlProps,
} from '@ds';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { GRID_COLUMNS, gridMove, iconClass, searchIcons } from './model';

export interface IconPickerProps extends FormFieldControlProps {
  /** The chosen Font Awesome class, e.g. 'fa-bars'; empty when none is chosen. */
  value: string;
  /** Called with the picked class, e.g. 'fa-users'. */
  onChange: (value: string) => void;
  /** The icon names offered (without 'fa-'); every icon of the design system by default. */
  names?: readonly string[];
  /** Shows the icon grid from the start. */
  defaultOpen?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: var(--tck-space-2);
  min-width: 0;
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-3);
  min-height: var(--tck-control-height-md);
  padding: var(--tck-space-1) var(--tck-space-1) var(--tck-space-1) var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);

  &:has([aria-invalid='true']) {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
`;

const Value = styled.code`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-family: var(--tck-font-mono);
  font-size: var(--tck-font-size-sm);
  color: var(--tck-color-text);

  &[data-empty='true'] {
    font-family: inherit;
    color: var(--tck-color-text-muted);
  }
`;

const Panel = styled.div`
  display: grid;
  gap: var(--tck-space-2);
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-background);
`;

const SearchLabel = styled.label`
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
  color: var(--tck-color-text);
`;

const Count = styled.p`
  margin: 0;
  font-size: var(--tck-font-size-xs);
  color: var(--tck-color-text-muted);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
  gap: var(--tck-space-1);
  max-height: 15rem;
  overflow-y: auto;
  /* Room for the focus ring of the outer cells. */
  padding: 4px;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  min-width: 0;
  padding: 0;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-sm);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-lg);
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
  }
  &[aria-checked='true'] {
    border-color: var(--tck-color-primary);
    background: var(--tck-color-primary);
    color: var(--tck-color-primary-text);
  }
`;

/**
 * Chooses a menu icon: shows the chosen one and opens a searchable grid of the design system's
 * icons. The grid is a radio group: arrows (by row vertically), Home and End move the choice,
 * Enter, Space or a click choose and close it, Escape closes it; it stores the `fa-*` class.
 */
export function IconPicker({
  value,
  onChange,
  names = iconNames,
  defaultOpen = false,
  id,
  name,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: IconPickerProps) {
  const ownId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const chosen = normalizeIconName(value);
  const matches = searchIcons(names, query);
  const checkedIndex = matches.indexOf(chosen);
  const valueId = `${ownId}-value`;
  const textId = `${ownId}-text`;
  const panelId = `${ownId}-panel`;
  const searchId = `${ownId}-search`;
  const toggleId = id ?? `${ownId}-toggle`;

  const close = () => {
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  };

  // The picker sits in forms and dialogs: Escape closes the grid, not what is around it.
  useDismiss(open, close);

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = Number((event.target as HTMLElement).dataset.index);
    const to = gridMove(from, event.key, matches.length);
    const target = to === undefined ? undefined : matches[to];
    if (to === undefined || target === undefined) return;
    event.preventDefault();
    gridRef.current?.querySelector<HTMLElement>(`[data-index="${to}"]`)?.focus();
    onChange(iconClass(target));
  };

  return (
    <Root data-component="IconPicker">
      <Current>
        <MenuIcon name={value} size="lg" fixedWidth />
        <Value id={valueId} data-empty={value === ''}>
          {value === '' ? 'No icon chosen' : value}
        </Value>
        <Button
          id={toggleId}
          name={name}
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-labelledby={labelledBy === undefined ? textId : `${labelledBy} ${textId}`}
          aria-describedby={[valueId, describedBy].filter(Boolean).join(' ')}
          aria-invalid={invalid}
          onClick={() => setOpen((current) => !current)}
        >
          <span id={textId}>Choose icon</span>
        </Button>
      </Current>
      {open ? (
        <Panel id={panelId}>
          <SearchLabel htmlFor={searchId}>Search icons</SearchLabel>
          <TextInput
            id={searchId}
            type="search"
            value={query}
            onChange={setQuery}
            autoComplete="off"
            // Opening the grid is asking to search it.
            autoFocus
          />
          <Count role="status">
            {matches.length === 0
              ? `No icons match “${query.trim()}”.`
              : `${matches.length} ${matches.length === 1 ? 'icon' : 'icons'}`}
          </Count>
          {matches.length > 0 ? (
            <Grid ref={gridRef} role="radiogroup" aria-label="Icons" onKeyDown={onGridKeyDown}>
              {matches.map((match, index) => (
                <Choice
                  key={match}
                  type="button"
                  role="radio"
                  aria-checked={index === checkedIndex}
                  aria-label={iconClass(match)}
                  title={iconClass(match)}
                  data-index={index}
                  tabIndex={index === Math.max(checkedIndex, 0) ? 0 : -1}
                  onClick={() => {
                    onChange(iconClass(match));
                    close();
                  }}
                >
                  <MenuIcon name={match} />
                </Choice>
              ))}
            </Grid>
          ) : null}
        </Panel>
      ) : null}
    </Root>
  );
}
