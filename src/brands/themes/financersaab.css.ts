import { createTheme } from '@vanilla-extract/css';
import { brandByKey } from '../lookup';
import { vars } from '../theme.css';
import { tokensFor } from '../tokens';

export const theme = createTheme(vars, tokensFor(brandByKey('financersaab')));
