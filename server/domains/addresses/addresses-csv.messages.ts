/** The address-book CSV's Japanese column names, by the body field each column holds. */
export const CSV_HEADERS = {
  last_name: '姓',
  first_name: '名',
  last_name_kana: 'セイ',
  first_name_kana: 'メイ',
  postal_code: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  address1: '番地',
  address2: '建物名・部屋番号',
  phone_number: '電話番号',
} as const;
