/** Texts of the contact form. The success text is the spec's own (§4 Contact form). */
export const CONTACT_FORM_TEXT = {
  success: 'Your request was submitted successfully',
  heading: 'Contact us',
  intro: 'Leave your details and one of our consultants will contact you.',
  submit: 'Submit',
  labels: {
    FirstName: 'First name',
    LastName: 'Last name',
    EmailAddress: 'Email address',
    ContactNo: 'Contact number',
    Message: 'Message',
  },
} as const;

/** Sent as Product when the page names none. */
export const GENERIC_PRODUCT = 'General enquiry';

/** Contact requests from the portal and the widgets are sales leads. */
export const RECIPIENT_DEPARTMENT = 'Sales';

/** Longest message accepted; the spec sets no limit, this keeps a pasted document out of the API. */
export const MESSAGE_MAX_LENGTH = 1000;

/** Longest name, e-mail or number accepted in a single-line field. */
export const FIELD_MAX_LENGTH = 100;
