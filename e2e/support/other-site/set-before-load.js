// A host's own script that sets a tag's property before the tag's script has loaded (it runs first):
// the element is still an unknown element, so the value is an own property of it until the tag is defined.
const form = document.querySelector('fg-contact-form');
if (form) form.product = 'Tax-free Savings Account';
