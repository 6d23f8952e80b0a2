import {
  CinemaScreen,
  InternetOfferScreen,
  InternetOffersScreen,
  PackageServiceScreen,
} from '@features/portal/offers';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';
import { paths } from '../paths';

/** /internet-services/:service (the offer list). */
function InternetOffersRoute() {
  return (
    <InternetOffersScreen
      service={useParams().service ?? 'internet'}
      navigation={usePortalNavigation()}
    />
  );
}

/** /internet-services/internet/:id (an offer's detail). */
function InternetOfferRoute() {
  return <InternetOfferScreen id={useParams().id ?? ''} />;
}

/** /package-services/:service. */
function PackageServiceRoute() {
  return (
    <PackageServiceScreen service={useParams().service ?? ''} navigation={usePortalNavigation()} />
  );
}

/** /cinema-services/details. */
function CinemaRoute() {
  return <CinemaScreen />;
}

/**
 * The internet offers', package services' and cinema routes (the self-care part: the top-up
 * hub's internet card leads to the offers). An offer's detail is matched before the list.
 */
export const offerRoutes: [string, ComponentType][] = [
  [paths.internetOffer, InternetOfferRoute],
  [paths.internetServices, InternetOffersRoute],
  [paths.packageService, PackageServiceRoute],
  [paths.cinema, CinemaRoute],
];
