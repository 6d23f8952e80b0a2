import { HomeScreen } from '@features/portal/home';
import { useOperatorSwitch } from '@features/portal/shell';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';

/** /, /m and /home/:op: the home; an operator in the address is chosen (§4 Operator switch). */
export function HomeRoute() {
  const navigation = usePortalNavigation();
  const { op } = useParams();
  const { switchOperator } = useOperatorSwitch(navigation);
  const named = op === '1' || op === '2' ? Number(op) : undefined;
  useEffect(() => {
    if (named !== undefined) void switchOperator(named, { go: false });
  }, [named, switchOperator]);
  return <HomeScreen navigation={navigation} />;
}
