import {
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  type PortalNavigation,
} from '@features/portal/core';
import { EmptyState } from '@ds';
import { rmOf, type TopupKind } from '../model/topup';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';
import { Choice, Choices } from './Choices';

export interface TopupPackagesScreenProps {
  /** The kind of top-up (the route's :type). */
  kind: TopupKind;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/** The packages step (§2 /topup-services/topup/packages/:type): the amounts of a kind, in RM. */
export function TopupPackagesScreen({ kind, navigation }: TopupPackagesScreenProps) {
  const texts = useTopupTexts();
  const { page, packages, choice, choose } = useTopup();
  useJourney({ pageID: 'TOPUP_PACKAGES', service: kind });
  const offered = packages.filter((item) => item.type === kind);
  return (
    <QueryGate query={page}>
      <ScreenStack data-component="TopupPackagesScreen">
        <ScreenTitle>{texts.packagesTitle}</ScreenTitle>
        {offered.length === 0 ? (
          <EmptyState title={texts.noPackages} />
        ) : (
          <Choices>
            {offered.map((item) => (
              <li key={item.package_id}>
                <Choice
                  type="button"
                  aria-pressed={choice.packageId === item.package_id}
                  onClick={() => {
                    choose({ type: kind, packageId: item.package_id });
                    navigation.go(screen('packageReview', 'topup'));
                  }}
                >
                  <strong>{rmOf(item.price)}</strong>
                  <span>{item.title}</span>
                </Choice>
              </li>
            ))}
          </Choices>
        )}
      </ScreenStack>
    </QueryGate>
  );
}
