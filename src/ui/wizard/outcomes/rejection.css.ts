import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';
import { column } from '../../kit/flex';
import { entries, entry } from '../steps/co-applicants.css';

/** The rejection screen: one box per reason, its plain words over what the partner can do. */

export { actions } from '../steps/co-applicants.css';

export const reasons = entries;

export const reason = style([entry, { ...column(vars.space.xs), alignItems: 'stretch' }]);

export const reasonTitle = style({ fontWeight: 600 });

export const advice = style({ margin: 0, color: vars.color.muted });

/** Back, under the two ways on: a link, as the other outcomes' ways home are. */
export const back = style({ alignSelf: 'flex-start', padding: `${vars.space.sm} 0` });
