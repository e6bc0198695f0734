/**
 * The store's GraphQL documents: the four operations of spec section 7, the offers
 * split out of GetVehiclesInRange, and the fragments they share. Each fits a
 * production Adobe Commerce store (depth ≤ 20, complexity ≤ 300 with room for the
 * maker: ≤ 250): test/server/queries.test.ts validates every document against the
 * Adobe Commerce 2.4.7 and 2.4.8 schemas plus the maker's module and measures them.
 */
import type { OfferKey } from '../domain/types';

/** Its uid: Adobe Commerce's category uid is the base64 of the id ('31' → 'MzE='); the `ids` filter is deprecated. */
export const RANGE_CATEGORY_UID = 'MzE=';

/** Page size for categories and products (spec 9). */
export const STORE_PAGE_SIZE = 200;

/** The accessories category url_key of a range: '{code}-accessories' when the code names a model year ('my'), else '{code}-{year}-accessories' (spec 7). */
export function accessoriesUrlKey(code: string, year: string): string {
  return code.includes('my') ? `${code}-accessories` : `${code}-${year}-accessories`;
}

const statePriceFields = /* GraphQL */ `
  fragment StatePriceFields on StatePrice {
    value
    label
    override_label
  }
`;

const offerFields = /* GraphQL */ `
  fragment OfferFields on Offer {
    title
    description
    short_description
    special_offer_flag
    disclaimers {
      marker
      text
    }
    price {
      label
      value
      override_label
      disclaimer
      lease_terms {
        mileage
        months
      }
      sa {
        ...StatePriceFields
      }
      wa {
        ...StatePriceFields
      }
      nt {
        ...StatePriceFields
      }
      qld {
        ...StatePriceFields
      }
      nsw {
        ...StatePriceFields
      }
      vic {
        ...StatePriceFields
      }
      act {
        ...StatePriceFields
      }
      tas {
        ...StatePriceFields
      }
    }
  }
  ${statePriceFields}
`;

const optionPriceFields = /* GraphQL */ `
  fragment OptionPriceFields on OptionPrice {
    value
    label
    sa_value
    wa_value
    nt_value
    qld_value
    nsw_value
    vic_value
    act_value
    tas_value
  }
`;

/** What the screens show of a model, its options and variants; prices come with GetVehicleOffers. */
/** A configurable option's value as the element reads it: a vehicle's colour, interior or pack, an accessory's colour. */
const optionValueFields = /* GraphQL */ `
  fragment OptionValueFields on ConfigurableProductOptionsValues {
    label
    store_label
    option_slug
    value_index
    swatch_data {
      value
    }
  }
`;

const vehicleFields = /* GraphQL */ `
  fragment VehicleFields on ConfigurableProduct {
    sku
    name
    body_style
    seats
    drive_type
    fuel_type
    transmission
    subrange {
      label
      path
    }
    configurable_options {
      attribute_code
      label
      values {
        ...OptionValueFields
        pack_contents
      }
    }
    variants {
      product {
        sku
        exterior_code
        interior_code
        option_pack
        compatible_accessories
        stock_status
        only_x_left_in_stock
      }
    }
  }
`;

const accessoryFields = /* GraphQL */ `
  fragment AccessoryFields on ProductInterface {
    uid
    sku
    name
    title
    description {
      html
    }
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
      }
    }
    media_gallery {
      url
      label
    }
    accessory_group
    genuine_parts
    popular_accessory
    is_tray
    tray_type
    is_tray_paint
    on_sale
    is_3d_ready
    extra_required_accessories
    included_accessories
  }
`;

const accessoryRulesFields = /* GraphQL */ `
  fragment AccessoryRulesFields on ProductInterface {
    related_products {
      sku
    }
    crosssell_products {
      sku
    }
    upsell_products {
      sku
    }
  }
`;

/** The vehicle ranges under the fixed range category (spec 7 GetAllVehicleRanges). */
export const getAllVehicleRangesQuery = /* GraphQL */ `
  query GetAllVehicleRanges {
    categories(filters: { category_uid: { eq: "${RANGE_CATEGORY_UID}" } }) {
      items {
        uid
        name
        children {
          code
          name
          range
          uid
          year
          ready_for_render
        }
      }
    }
  }
`;

/** A range's models, variants and options by category uid (spec 7 GetVehiclesInRange), without prices. */
export const getVehiclesInRangeQuery = /* GraphQL */ `
  query GetVehiclesInRange($ids: [String!]) {
    categories(filters: { category_uid: { in: $ids } }) {
      items {
        uid
        name
        year
        url_key
        products(pageSize: ${STORE_PAGE_SIZE}) {
          items {
            ...VehicleFields
          }
        }
      }
    }
  }
  ${vehicleFields}
  ${optionValueFields}
`;

/**
 * The prices of a range for one offer key (spec 3 "Offer", 9): each model's and variant's
 * offer and each option value's pricing for that customer type only. Asked in parallel
 * with GetVehiclesInRange for the key the page prices with; the other keys follow once the
 * first price shows, so switching customer type in the settings prices at once.
 */
function vehicleOffersQuery(key: OfferKey): string {
  return /* GraphQL */ `
  query GetVehicleOffers($ids: [String!]) {
    categories(filters: { category_uid: { in: $ids } }) {
      items {
        uid
        products(pageSize: ${STORE_PAGE_SIZE}) {
          items {
            sku
            offer {
              ${key} {
                ...OfferFields
              }
            }
            ... on ConfigurableProduct {
              configurable_options {
                attribute_code
                values {
                  value_index
                  pricing {
                    ${key} {
                      ...OptionPriceFields
                    }
                  }
                }
              }
              variants {
                product {
                  sku
                  offer {
                    ${key} {
                      ...OfferFields
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  ${offerFields}
  ${optionPriceFields}
`;
}

/** GetVehicleOffers for each offer key. */
export const vehicleOffersQueries: Readonly<Record<OfferKey, string>> = {
  private: vehicleOffersQuery('private'),
  business: vehicleOffersQuery('business'),
  mmba: vehicleOffersQuery('mmba'),
};

/** A range's accessories by accessories category url_key (spec 7 GetAccessoriesInRange). */
export const getAccessoriesInRangeQuery = /* GraphQL */ `
  query GetAccessoriesInRange($urlKeys: [String!]) {
    categories(filters: { url_key: { in: $urlKeys } }, pageSize: ${STORE_PAGE_SIZE}) {
      total_count
      items {
        uid
        name
        url_key
        products(pageSize: ${STORE_PAGE_SIZE}) {
          total_count
          items {
            __typename
            ...AccessoryFields
            ...AccessoryRulesFields
            ... on ConfigurableProduct {
              configurable_options {
                attribute_code
                label
                values {
                  ...OptionValueFields
                }
              }
              variants {
                attributes {
                  code
                  label
                  value_index
                }
                product {
                  ...AccessoryFields
                  ...AccessoryRulesFields
                  color
                }
              }
            }
          }
        }
      }
    }
  }
  ${accessoryFields}
  ${accessoryRulesFields}
  ${optionValueFields}
`;

/** The store's disclaimers (spec 7 GetStoreConfigDetails). */
export const getStoreConfigDetailsQuery = /* GraphQL */ `
  query GetStoreConfigDetails {
    storeConfig {
      store_code
      locale
      base_currency_code
      secure_base_media_url
      indicative_pricing_disclaimer {
        marker
        text
      }
      accessories_images_disclaimer {
        marker
        text
      }
      finance_payments_disclaimer {
        marker
        text
      }
      balloon_payments_disclaimer {
        marker
        text
      }
      business_disclaimer {
        marker
        text
      }
      private_disclaimer {
        marker
        text
      }
      mmba_disclaimer {
        marker
        text
      }
    }
  }
`;

/** The four documents of spec section 7 by operation name. */
export const storeQueries = {
  GetAllVehicleRanges: getAllVehicleRangesQuery,
  GetVehiclesInRange: getVehiclesInRangeQuery,
  GetAccessoriesInRange: getAccessoriesInRangeQuery,
  GetStoreConfigDetails: getStoreConfigDetailsQuery,
} as const;

/** Every document the element sends, named for tests and benchmarks. */
export const storeDocuments: Readonly<Record<string, string>> = {
  ...storeQueries,
  // One per offer key, so a customer type's new document is checked against the schemas and limits.
  ...Object.fromEntries(Object.entries(vehicleOffersQueries).map(([key, document]) => [`GetVehicleOffers (${key})`, document])),
};
