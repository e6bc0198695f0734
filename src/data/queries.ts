/**
 * The store's GraphQL documents: the four operations of spec section 7 and the
 * fragments they share. Every document is validated against
 * demo/store/schema.graphql by test/server/queries.test.ts.
 */

/** The category whose children are the vehicle ranges (spec 7, 9). */
export const RANGE_CATEGORY_ID = '31';

/** Page size for categories and products (spec 9). */
export const STORE_PAGE_SIZE = 200;

/** The accessories category url_key of a range: '{code}-accessories' when the code names a model year ('my'), else '{code}-{year}-accessories' (spec 7). */
export function accessoriesUrlKey(code: string, year: string): string {
  return code.includes('my') ? `${code}-accessories` : `${code}-${year}-accessories`;
}

const disclaimerFields = /* GraphQL */ `
  fragment DisclaimerFields on Disclaimer {
    marker
    text
  }
`;

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
      ...DisclaimerFields
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
  ${disclaimerFields}
  ${statePriceFields}
`;

const vehicleOffersFields = /* GraphQL */ `
  fragment VehicleOffersFields on VehicleOffers {
    private {
      ...OfferFields
    }
    business {
      ...OfferFields
    }
    mmba {
      ...OfferFields
    }
  }
  ${offerFields}
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

const vehicleFields = /* GraphQL */ `
  fragment VehicleFields on ConfigurableProduct {
    uid
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
    offer {
      ...VehicleOffersFields
    }
    configurable_options {
      attribute_code
      label
      values {
        label
        store_label
        option_slug
        value_index
        swatch_data {
          value
        }
        pricing {
          private {
            ...OptionPriceFields
          }
          business {
            ...OptionPriceFields
          }
          mmba {
            ...OptionPriceFields
          }
        }
      }
    }
    variants {
      attributes {
        code
        label
        value_index
      }
      product {
        uid
        sku
        name
        exterior_code
        interior_code
        option_pack
        compatible_accessories
        offer {
          ...VehicleOffersFields
        }
      }
    }
  }
  ${vehicleOffersFields}
  ${optionPriceFields}
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
    categoryList(filters: { ids: { eq: "${RANGE_CATEGORY_ID}" } }) {
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
`;

/** A range's models, variants, options and offers by category uid (spec 7 GetVehiclesInRange). */
export const getVehiclesInRangeQuery = /* GraphQL */ `
  query GetVehiclesInRange($ids: [String!]) {
    categoryList(filters: { category_uid: { in: $ids } }) {
      uid
      name
      year
      url_key
      products(pageSize: ${STORE_PAGE_SIZE}) {
        total_count
        items {
          __typename
          ...VehicleFields
        }
      }
    }
  }
  ${vehicleFields}
`;

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
                  label
                  store_label
                  option_slug
                  value_index
                  swatch_data {
                    value
                  }
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

/** The four documents by operation name. */
export const storeQueries = {
  GetAllVehicleRanges: getAllVehicleRangesQuery,
  GetVehiclesInRange: getVehiclesInRangeQuery,
  GetAccessoriesInRange: getAccessoriesInRangeQuery,
  GetStoreConfigDetails: getStoreConfigDetailsQuery,
} as const;

export type StoreOperationName = keyof typeof storeQueries;
