/** Addresses every test of a link from data tries: each must be refused. */
export const HOSTILE_ADDRESSES: readonly string[] = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000\u0001\u001fjavascript:alert(1)',
  '\tjava\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  ' VBScript:msgbox(1)',
  'file:///etc/passwd',
];
