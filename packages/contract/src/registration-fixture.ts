/**
 * Test data: a registration every rule accepts (the required fields only), for the contract's
 * tests. No app code imports this module.
 */
export const validRegistration = {
  fullName: 'Dr. Jane Carter',
  email: 'Jane@Clinic.example',
  password: 'correct-horse-42',
  confirmPassword: 'correct-horse-42',
  licenseNumber: 'MD-1',
  collegeName: 'CPSO',
  licenseExpiryDate: '2040-01-01',
  practiceAddress: '1 Main St',
} as const;
