import { useApi } from '@api';
import {
  fill,
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ConfirmDialog, EmptyState, IconButton, useToast } from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { canAddFavourite } from '../model/favourites';
import { useFavouriteTexts } from '../model/texts';

// The count goes under the title when both do not fit on a line (large text).
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-3);
`;

/** The count/max of §5, as a pill. */
const Count = styled.p`
  flex: none;
  margin: 0;
  padding: var(--tck-space-1) var(--tck-space-3);
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-primary);
  color: var(--tck-color-primary-text);
  font-weight: var(--tck-font-weight-semibold);
`;

const Rows = styled.ul`
  display: grid;
  gap: var(--tck-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--tck-space-3);
  padding: var(--tck-space-3) var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
`;

const Who = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  span {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-sm);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

export interface FavouriteListScreenProps {
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
  /** Opens the form on an existing favourite. */
  onEdit: (id: number) => void;
}

/**
 * The favourite numbers (§2 /favourite-number-view, §5): the list with count/max (max_limit
 * from the server), edit, delete after a confirmation, and add while under the maximum.
 */
export function FavouriteListScreen({ navigation, onEdit }: FavouriteListScreenProps) {
  const { query, fetch } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const texts = useFavouriteTexts();
  const toast = useToast();
  const msisdn = verified ?? '';
  const list = query.useQuery('post', '/content/favourite-number-list', {
    params: { query: { languageId, msisdn } },
  });
  const [deleting, setDeleting] = useState<{ id: number; name: string; number: string }>();
  useJourney({ pageID: 'FAVOURITE_LIST', service: 'favourite' });
  const favourites = list.data?.data.favourite_numbers ?? [];
  const max = list.data?.data.max_limit ?? 0;
  const canAdd = canAddFavourite(favourites.length, max);

  const remove = async (id: number) => {
    try {
      const { data } = await fetch.POST('/delete-favourite-number', { body: { id, msisdn } });
      if (data === undefined) toast.show({ tone: 'error', message: texts.saveFailed });
      else toast.show({ tone: data.code === '00' ? 'success' : 'error', message: data.message });
    } catch (reason) {
      console.warn('The favourite number could not be deleted', reason);
    }
    setDeleting(undefined);
    await list.refetch();
  };

  return (
    <QueryGate query={list}>
      <ScreenStack data-component="FavouriteListScreen">
        <Header>
          <ScreenTitle>{texts.listTitle}</ScreenTitle>
          <Count>
            {/* Read as '2 of 5 favourite numbers', shown as the spec's count/max. */}
            <span role="img" aria-label={fill(texts.countLabel, { count: favourites.length, max })}>
              {fill(texts.count, { count: favourites.length, max })}
            </span>
          </Count>
        </Header>
        {favourites.length === 0 ? (
          <EmptyState title={texts.empty} />
        ) : (
          <Rows>
            {favourites.map((favourite) => (
              <Row key={favourite.id}>
                <Who>
                  <strong>{favourite.name}</strong>
                  <span>
                    {favourite.mobile_number} · {favourite.country_name}
                  </span>
                </Who>
                <IconButton
                  icon="edit"
                  label={fill(texts.edit, { name: favourite.name })}
                  onClick={() => onEdit(favourite.id)}
                />
                <IconButton
                  icon="trash"
                  label={fill(texts.remove, { name: favourite.name })}
                  onClick={() =>
                    setDeleting({
                      id: favourite.id,
                      name: favourite.name,
                      number: favourite.mobile_number,
                    })
                  }
                />
              </Row>
            ))}
          </Rows>
        )}
        <Button
          size="lg"
          fullWidth
          disabled={!canAdd}
          onClick={() => navigation.go(screen('favouriteAdd'))}
        >
          {texts.add}
        </Button>
        {canAdd ? null : <Note>{fill(texts.atMaximum, { max })}</Note>}
      </ScreenStack>
      <ConfirmDialog
        open={deleting !== undefined}
        title={texts.deleteTitle}
        text={deleting === undefined ? undefined : fill(texts.deleteText, deleting)}
        confirmLabel={texts.deleteConfirm}
        cancelLabel={texts.cancel}
        onConfirm={() => (deleting === undefined ? undefined : remove(deleting.id))}
        onCancel={() => setDeleting(undefined)}
      />
    </QueryGate>
  );
}
