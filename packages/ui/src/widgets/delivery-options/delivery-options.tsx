import { citiesOf, PROVINCES, type DeliveryEstimate, type DeliveryPlace } from '@sauda/commerce';
import { useId, useState, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useDateFormat, usePriceFormat } from '../../lib/formats';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { Link } from '../../primitives/link';
import { Select } from '../../primitives/select';
import { deliveryOptionsTexts } from './texts/en';

/**
 * The texts of the delivery box; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. The
 * province and city names are the catalogue's.
 */
export interface DeliveryOptionsLabels {
  /** @default 'Delivery & returns' */
  heading?: string;
  /** @default (place) => `Deliver to ${place.city}, ${place.province}` */
  deliverTo?: (place: DeliveryPlace) => string;
  /** Shown before a city is chosen. @default 'Choose your city to see when it arrives.' */
  choosePlace?: string;
  /** @default 'Change' */
  change?: string;
  /** @default 'Province' */
  province?: string;
  /** @default 'City' */
  city?: string;
  /** @default 'Select a province' */
  provincePlaceholder?: string;
  /** @default 'Select a city' */
  cityPlaceholder?: string;
  /** @default 'Standard delivery' */
  standardDelivery?: string;
  /**
   * The delivery window; `earliest` and `latest` are dates in the kit's format.
   * @default (earliest, latest, estimate) => `Get it between ${earliest} and ${latest} (${estimate.minDays}–${estimate.maxDays} days)`
   */
  window?: (earliest: string, latest: string, estimate: DeliveryEstimate) => string;
  /** The fee line's label. @default 'Delivery fee' */
  fee?: string;
  /** @default 'Cash on Delivery available' */
  cashOnDelivery?: string;
  /** @default 'Cash on Delivery is not available in this city' */
  noCashOnDelivery?: string;
  /** @default 'Returns within 7 days of delivery' */
  returnPolicy?: string;
  /** The link to the return policy. @default 'Return policy' */
  returnPolicyLink?: string;
  /** Shown for a place the estimate does not cover. @default 'We cannot estimate delivery to this city yet.' */
  noEstimate?: string;
}

export interface DeliveryOptionsProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Where the shopper wants it delivered (their saved address, or their pick); null until known. */
  place: DeliveryPlace | null;
  /** Called with the province and city the shopper picks. */
  onPlaceChange: (place: DeliveryPlace) => void;
  /** The estimate for `place` (`deliveryEstimate` of commerce); null when there is none. */
  estimate: DeliveryEstimate | null;
  /** Where the return policy is (e.g. '/returns-and-refunds'). */
  returnPolicyHref: string;
  /**
   * IANA time zone the dates are shown in (dd/MM/yyyy).
   * @default the `FormatProvider`'s zone ('Asia/Karachi' without one)
   */
  timeZone?: string;
  /**
   * Level of the heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Texts of the box, each replacing the language's own (English by default, `DeliveryOptionsLabels`). */
  labels?: DeliveryOptionsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const provinceItems = PROVINCES.map((name) => ({ id: name, label: name }));

/**
 * Delivery on the product page: the shopper's city (a province and city picker, as at checkout, until one is known),
 * when the product should arrive there, the delivery fee, whether Cash on Delivery is taken, and the return policy.
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const DeliveryOptions = /* @__PURE__ */ forwardRef<HTMLElement, DeliveryOptionsProps>(function DeliveryOptions(
  { place, onPlaceChange, estimate, returnPolicyHref, timeZone, headingLevel = 2, labels, className, ...rest },
  ref,
) {
  const format = { price: usePriceFormat(), date: useDateFormat() };
  const headingId = useId();
  const text = useTexts(deliveryOptionsTexts, labels);
  const [isPicking, setIsPicking] = useState(false);
  const [province, setProvince] = useState<string | null>(place?.province ?? null);
  const showPicker = place === null || isPicking;
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="delivery-options"
      aria-labelledby={headingId}
      className={cx(
        'sd:flex sd:flex-col sd:gap-4 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg',
        className,
      )}
    >
      <Heading id={headingId} className="sd:text-lg sd:font-semibold">
        {text.heading}
      </Heading>
      {place && !isPicking && (
        <div
          data-slot="delivery-options-place"
          className="sd:flex sd:flex-wrap sd:items-center sd:justify-between sd:gap-2"
        >
          <p className="sd:font-medium">{text.deliverTo(place)}</p>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              setProvince(place.province);
              setIsPicking(true);
            }}
          >
            {text.change}
          </Button>
        </div>
      )}
      {showPicker && (
        <div data-slot="delivery-options-picker" className="sd:flex sd:flex-col sd:gap-3">
          {place === null && <p className="sd:text-sm sd:text-muted">{text.choosePlace}</p>}
          <div className="sd:grid sd:gap-3 sd:sm:grid-cols-2">
            <Select
              label={text.province}
              items={provinceItems}
              placeholder={text.provincePlaceholder}
              selectedKey={province}
              onSelectionChange={(key) => setProvince(key === null ? null : String(key))}
              autoComplete="address-level1"
            />
            <Select
              label={text.city}
              items={citiesOf(province).map((name) => ({ id: name, label: name }))}
              placeholder={text.cityPlaceholder}
              selectedKey={place?.province === province ? place.city : null}
              isDisabled={province === null}
              onSelectionChange={(key) => {
                if (key === null || province === null) return;
                setIsPicking(false);
                onPlaceChange({ province, city: String(key) });
              }}
              autoComplete="address-level2"
            />
          </div>
        </div>
      )}
      {place && !isPicking && (
        <ul data-slot="delivery-options-lines" className="sd:flex sd:flex-col sd:gap-3 sd:text-sm">
          {estimate ? (
            <>
              <li
                data-slot="delivery-options-estimate"
                className="sd:flex sd:flex-wrap sd:justify-between sd:gap-x-4 sd:gap-y-1"
              >
                <span className="sd:flex sd:flex-col">
                  <span className="sd:font-medium">{text.standardDelivery}</span>
                  <span className="sd:text-muted">
                    {text.window(
                      format.date(estimate.earliest, timeZone),
                      format.date(estimate.latest, timeZone),
                      estimate,
                    )}
                  </span>
                </span>
                <span data-slot="delivery-options-fee" className="sd:tabular-nums">
                  <span className="sd:sr-only">{text.fee}: </span>
                  <bdi>{format.price(estimate.fee)}</bdi>
                </span>
              </li>
              <li data-slot="delivery-options-cod">
                {estimate.cashOnDelivery ? text.cashOnDelivery : text.noCashOnDelivery}
              </li>
            </>
          ) : (
            <li data-slot="delivery-options-no-estimate" className="sd:text-muted">
              {text.noEstimate}
            </li>
          )}
        </ul>
      )}
      <p data-slot="delivery-options-returns" className="sd:flex sd:flex-wrap sd:gap-x-2 sd:text-sm">
        <span>{text.returnPolicy}</span>
        <Link href={returnPolicyHref}>{text.returnPolicyLink}</Link>
      </p>
    </section>
  );
});
