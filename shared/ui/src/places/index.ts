export { PlaceFields, emptyPlace, islandsOf, type Place, type PlaceFieldsProps } from './PlaceFields';
export { StreetTypeSelect, type StreetTypeSelectProps } from './StreetTypeSelect';
export { IslandSelect, type IslandSelectProps } from './IslandSelect';
export {
  SelectField,
  TextField,
  type SelectOption,
  type SelectFieldProps,
  type TextFieldProps,
} from './SearchableSelect';
export { usePlaceDomains, searchKey, type PlaceDomains } from './use-place-domains';
export { placeReference, placeRequest, placeOf } from './address-reference';
