import {
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPES,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '../../../domain/enums';
import { optionsOf } from '../../kit/SelectField';

/** Option lists more than one step shows. */
export const ADDRESS_TYPE_OPTIONS = optionsOf(ADDRESS_TYPES, ADDRESS_TYPE_LABELS);
export const INDUSTRY_OPTIONS = optionsOf(INDUSTRIES, INDUSTRY_LABELS);
