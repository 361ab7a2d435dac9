import { useState } from 'react';
import { brandForHostname } from '../../brands/resolve';
import { JOB_TYPE_LABELS, JOB_TYPES } from '../../domain/enums';
import { ErrorPage } from '../shell/ErrorPage';
import { Header } from '../shell/Header';
import { PoweredBy } from '../shell/PoweredBy';
import { UatBadge } from '../shell/UatBadge';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { FooterBar } from './FooterBar';
import { GalleryFields } from './GalleryFields';
import { GallerySection } from './GallerySection';
import { GalleryUploads } from './GalleryUploads';
import * as styles from './gallery.css';
import { BellIcon, UserIcon } from './nav-icons';
import { MessageLine, type MessageTone } from './MessageLine';
import { OtpInput } from './OtpInput';
import { SearchableSelect } from './SearchableSelect';
import { Sheet } from './Sheet';
import { Spinner } from './Spinner';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { notify } from './toasts';
import * as dangerButtons from './button-danger.css';
import * as choiceStyles from './choice.css';

const VARIANTS: ButtonVariant[] = [
  'default',
  'outline',
  'ghost',
  'ghostBlack',
  'ghostBlackOutline',
  'link',
];
const SIZES: ButtonSize[] = ['default', 'sm', 'lg', 'icon', 'link'];
const TONES: MessageTone[] = ['default', 'warning', 'error', 'success'];

const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
].map((state) => ({ value: state, label: state }));

const JOB_TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/**
 * Every kit component in every variant, for eyeballing a brand and for the browser tests'
 * axe and keyboard checks (route /kit). Names here are what those tests look for.
 */
export default function Gallery() {
  const brand = brandForHostname(window.location.hostname).brand;
  const [otp, setOtp] = useState('');
  const [completedOtp, setCompletedOtp] = useState('');
  const [otpError, setOtpError] = useState(false);
  const [otpDisabled, setOtpDisabled] = useState(false);
  const [state, setState] = useState('');
  const [jobType, setJobType] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [loadingToast, setLoadingToast] = useState<string | number | undefined>();

  return (
    <main className={styles.page}>
      <h1>UI kit</h1>

      <GallerySection title="Buttons">
        {VARIANTS.map((variant) => (
          <div key={variant} className={styles.stack}>
            <h3 className={styles.subTitle}>{variant}</h3>
            <div className={styles.row}>
              {SIZES.map((size) =>
                size === 'icon' ? (
                  <Button key={size} variant={variant} size={size} aria-label={`${variant} icon`}>
                    <BellIcon />
                  </Button>
                ) : (
                  <Button key={size} variant={variant} size={size}>
                    {`${variant} ${size}`}
                  </Button>
                ),
              )}
            </div>
          </div>
        ))}
        <div className={styles.row}>
          <Button loading>Saving</Button>
          <Button variant="outline" loading>
            Checking
          </Button>
          <Button disabled>Disabled</Button>
        </div>
        <h3 className={styles.subTitle}>destructive</h3>
        <div className={styles.row}>
          <Button variant="outline" size="sm" className={dangerButtons.dangerOutline}>
            Delete
          </Button>
          <Button className={dangerButtons.danger}>Delete for good</Button>
        </div>
        <Button fullWidth>Full width</Button>
      </GallerySection>

      <GallerySection title="Text fields">
        <TextField label="Full name" name="fullName" autoComplete="name" />
        <TextField label="Mobile number" inputMode="numeric" defaultValue="9876543210" />
        <TextField label="Email" type="email" hint="We send the application status here." />
        <TextField label="PAN" defaultValue="ABCDE" error="Invalid PAN" />
        <TextField label="Disabled field" disabled defaultValue="Cannot change" />
        <TextArea label="Address" hint="House number, street and locality" />
        <TextArea label="Remarks" error="Remarks are required" />
      </GallerySection>

      <GallerySection title="OTP input">
        <OtpInput
          value={otp}
          onChange={setOtp}
          onComplete={setCompletedOtp}
          error={otpError ? 'Invalid OTP. Please try again.' : undefined}
          disabled={otpDisabled}
        />
        <p className={styles.output}>
          Entered code: <output aria-label="Entered code">{otp}</output>
        </p>
        <p className={styles.output}>
          Completed code: <output aria-label="Completed code">{completedOtp}</output>
        </p>
        <div className={styles.row}>
          <Toggle label="Show OTP error" checked={otpError} onChange={setOtpError} />
          <Toggle label="Disable OTP" checked={otpDisabled} onChange={setOtpDisabled} />
        </div>
      </GallerySection>

      <GallerySection title="Searchable select">
        <SearchableSelect
          label="State"
          placeholder="Choose a state"
          options={INDIAN_STATES}
          value={state}
          onChange={setState}
        />
        <p className={styles.output}>
          Chosen state: <output aria-label="Chosen state">{state}</output>
        </p>
        <SearchableSelect
          label="Employment type"
          searchable={false}
          options={JOB_TYPE_OPTIONS}
          value={jobType}
          onChange={setJobType}
        />
        <SearchableSelect
          label="City"
          options={[]}
          value=""
          onChange={() => undefined}
          error="Please select a city"
        />
        <SearchableSelect
          label="Disabled select"
          options={INDIAN_STATES}
          value="Goa"
          onChange={() => undefined}
          disabled
        />
      </GallerySection>

      <GalleryFields />

      <GalleryUploads />

      <GallerySection title="Sheet">
        <Button variant="outline" onClick={() => setSheetOpen(true)}>
          Open sheet
        </Button>
        <Sheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title="Example sheet"
          description="A bottom sheet with a title, a description and a Close button."
        >
          <div className={styles.stack}>
            <TextField label="Sheet field" />
            <Button fullWidth onClick={() => setSheetOpen(false)}>
              Done
            </Button>
          </div>
        </Sheet>
      </GallerySection>

      <GallerySection title="Message lines">
        {TONES.map((tone) => (
          <MessageLine key={tone} tone={tone}>
            {`${tone[0]?.toUpperCase()}${tone.slice(1)} message`}
          </MessageLine>
        ))}
      </GallerySection>

      <GallerySection title="Toasts">
        <div className={styles.row}>
          <Button variant="outline" size="sm" onClick={() => notify.info('Information toast')}>
            Show info toast
          </Button>
          <Button variant="outline" size="sm" onClick={() => notify.success('Saved successfully')}>
            Show success toast
          </Button>
          <Button variant="outline" size="sm" onClick={() => notify.error('Something went wrong!')}>
            Show error toast
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={loadingToast !== undefined}
            onClick={() => setLoadingToast(notify.loading('Loading…'))}
          >
            Show loading toast
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={loadingToast === undefined}
            onClick={() => {
              notify.success('Loaded', { id: loadingToast });
              setLoadingToast(undefined);
            }}
          >
            Finish loading toast
          </Button>
        </div>
      </GallerySection>

      <GallerySection title="Spinner">
        <Spinner label="Loading example" />
      </GallerySection>

      <GallerySection title="Shell">
        <Header
          logoUrl={brand.logo}
          brandName={brand.name}
          greeting={{ firstName: 'Asha', lastName: 'Verma' }}
          actions={
            <Button variant="ghostBlack" size="icon" aria-label="Profile">
              <UserIcon />
            </Button>
          }
        />
        <div className={styles.row}>
          <UatBadge />
        </div>
        <PoweredBy logoUrl={brand.poweredByLogo} />
        <ErrorPage as="section" onReload={() => notify.info('Reload pressed')} />
      </GallerySection>

      <FooterBar aria-label="Footer actions" role="group">
        <Button variant="ghostBlackOutline" className={styles.footerButton}>
          Back
        </Button>
        <Button className={styles.footerButton}>Continue</Button>
      </FooterBar>
    </main>
  );
}

/** A plain checkbox that switches a demo's state (not a kit field: it only drives the page). */
function Toggle(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={choiceStyles.checkbox}>
      <input
        type="checkbox"
        className={choiceStyles.checkboxInput}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />{' '}
      {props.label}
    </label>
  );
}
