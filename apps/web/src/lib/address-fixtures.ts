/** Test data for the unit tests: a clinic's full address, every part given, as forms and orders hold one. */
export const clinicAddress = () => ({
  clinicName: 'Carter Aesthetics',
  street: '100 King St W',
  city: 'Toronto',
  state: 'ON',
  zipCode: 'M5X 1A9',
  country: 'Canada',
});
