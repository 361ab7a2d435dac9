import { useState } from 'react';
import { AmountField } from './AmountField';
import { CheckboxField } from './CheckboxField';
import { DateField } from './DateField';
import { ACCOUNT_TYPE_OPTIONS, GENDER_OPTIONS, INDUSTRY_OPTIONS } from './enum-options';
import * as styles from './gallery.css';
import { GallerySection } from './GallerySection';
import { RadioGroup } from './RadioGroup';
import { SelectField } from './SelectField';

/** The wizard's typed fields: amounts, dates, selects, radios and checkboxes. */
export function GalleryFields() {
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [accountType, setAccountType] = useState('');
  const [industry, setIndustry] = useState('');
  const [gender, setGender] = useState('');
  const [agreed, setAgreed] = useState(false);

  return (
    <>
      <GallerySection title="Amount and date fields">
        <AmountField label="Credit limit" value={amount} onChange={setAmount} />
        <p className={styles.output}>
          Amount digits: <output aria-label="Amount digits">{amount}</output>
        </p>
        <AmountField
          label="Monthly salary"
          value=""
          onChange={() => undefined}
          error="Must be a valid number"
        />
        <DateField label="Date of birth" value={date} onChange={setDate} hint="DD-MM-YYYY" />
        <p className={styles.output}>
          Date value: <output aria-label="Date value">{date}</output>
        </p>
        <DateField
          label="Saved date"
          value="1990-08-15"
          onChange={() => undefined}
          error="Age not acceptable as per provided DOB"
        />
      </GallerySection>

      <GallerySection title="Choices">
        <SelectField
          label="Account type"
          options={ACCOUNT_TYPE_OPTIONS}
          value={accountType}
          onChange={setAccountType}
        />
        <SelectField
          label="Industry"
          options={INDUSTRY_OPTIONS}
          value={industry}
          onChange={setIndustry}
        />
        <RadioGroup label="Gender" options={GENDER_OPTIONS} value={gender} onChange={setGender} />
        <p className={styles.output}>
          Chosen gender: <output aria-label="Chosen gender">{gender}</output>
        </p>
        <RadioGroup
          label="GST available"
          options={[
            { value: 'TRUE', label: 'Yes' },
            { value: 'FALSE', label: 'No' },
          ]}
          value=""
          onChange={() => undefined}
          error="Please choose one"
        />
        <CheckboxField
          label="I accept the Terms & Conditions"
          checked={agreed}
          onChange={setAgreed}
          error={agreed ? undefined : 'You must accept the Terms & Conditions'}
        />
      </GallerySection>
    </>
  );
}
