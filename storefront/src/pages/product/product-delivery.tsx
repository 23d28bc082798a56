import { deliveryEstimate, isDeliveryPlace, type DeliveryPlace } from '@sauda/commerce';
import { DeliveryOptions } from '@sauda/ui';
import { useMemo, useState } from 'react';
import { useSavedAddress } from '../../data/use-saved-address';
import { useStoredUser } from '../../session/session';

/** The Return & Refund page (spec §1's route; '7 days of delivery', ARCHITECTURE §5.6). */
const RETURN_POLICY_PATH = '/returns-and-refunds';

/**
 * Delivery to the shopper's city: their saved address's city when signed in, else the city they pick here. The pick
 * lives in this page only (no new browser storage key: ARCHITECTURE §1 fixes the keys); it also replaces the saved
 * city for this page when a signed-in shopper asks about another.
 */
export default function ProductDelivery() {
  const user = useStoredUser();
  const saved = useSavedAddress(user?.email ?? null);
  const [chosen, setChosen] = useState<DeliveryPlace | null>(null);
  const savedPlace = useMemo(() => {
    const address = saved.data;
    if (!address) return null;
    const place = { province: address.state, city: address.city };
    return isDeliveryPlace(place) ? place : null;
  }, [saved.data]);
  const place = chosen ?? savedPlace;
  const estimate = useMemo(() => (place ? deliveryEstimate(place, { now: new Date() }) : null), [place]);

  // A signed-in shopper's city is on its way: no picker that would be swapped out under their thumb.
  if (user && saved.data === undefined && !saved.error) return null;
  return (
    <DeliveryOptions
      // A new saved city re-mounts the box, so its picker starts from that city.
      key={savedPlace ? `${savedPlace.province}/${savedPlace.city}` : 'none'}
      place={place}
      onPlaceChange={setChosen}
      estimate={estimate}
      returnPolicyHref={RETURN_POLICY_PATH}
    />
  );
}
