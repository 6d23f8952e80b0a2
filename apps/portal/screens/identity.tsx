import { screen, usePortalContext } from '@features/portal/core';
import { NumberInputScreen, OtpScreen } from '@features/portal/identity';
import { Navigate, useParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';

/** /input-msisdn-page/:service: the number input. */
export function NumberInputRoute() {
  const { service = 'input' } = useParams();
  return <NumberInputScreen service={service} navigation={usePortalNavigation()} />;
}

/** /otp-page/:msisdn?: the code of the number in the address, else of the stored number. */
export function OtpRoute() {
  const navigation = usePortalNavigation();
  const { msisdn: stored } = usePortalContext();
  const msisdn = useParams().msisdn ?? stored;
  if (msisdn === undefined) {
    return <Navigate to={navigation.hrefOf(screen('numberInput', 'input'))} replace />;
  }
  return <OtpScreen key={msisdn} msisdn={msisdn} navigation={navigation} />;
}
