import { describe, expect, it } from 'vitest';
import { checkMeasurementForm, emptyMeasurementForm } from './measurements-form.model';

describe('measurement form', () => {
  it('accepts full-width digits and leaves blanks out', () => {
    const form = { ...emptyMeasurementForm(), chest: '９１．５', height: '172' };
    const checked = checkMeasurementForm(form);
    expect(checked.ok && checked.body).toMatchObject({ chest: 91.5, height: 172, waist: null });
  });

  it('asks for at least one value and one decimal place at most', () => {
    const none = checkMeasurementForm(emptyMeasurementForm());
    expect(!none.ok && none.errors._).toEqual(['採寸の項目を1つ以上入力してください。']);
    const many = checkMeasurementForm({ ...emptyMeasurementForm(), chest: '91.25' });
    expect(!many.ok && many.errors.chest).toEqual([
      '胸囲（バスト）は小数点以下1桁までの数値で入力してください。',
    ]);
  });
});
