// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActions } from './early-actions';

afterEach(() => {
  document.body.innerHTML = '';
});

function loginPage() {
  document.body.innerHTML = `
    <form method="post" aria-label="Login"><input name="username"><button>Login</button></form>
    <button type="button" aria-expanded="false">Menu</button>
    <input type="checkbox" aria-label="Remember me">
    <a href="#terms">Terms</a>
    <button type="button" disabled>Off</button>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find(
      (element) => element.textContent === name,
    ) as HTMLButtonElement;
  const [login, menu, off] = [button('Login'), button('Menu'), button('Off')];
  const checkbox = document.querySelector('input[type="checkbox"]') as HTMLInputElement;
  const link = document.querySelector('a') as HTMLAnchorElement;
  const sent = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', sent);
  return { form, login, menu, checkbox, link, off, sent };
}

describe('holdEarlyActions', () => {
  it('holds a press of Login, then sends the form once, however often it was pressed', () => {
    const page = loginPage();
    const early = holdEarlyActions(document);
    page.login.click();
    page.login.click();
    expect(page.sent).not.toHaveBeenCalled();
    early.release();
    expect(page.sent).toHaveBeenCalledTimes(1);
  });

  it('holds a form sent with Enter and no button (a submit event), and sends it once released', () => {
    const page = loginPage();
    page.login.remove();
    const early = holdEarlyActions(document);
    page.form.requestSubmit();
    expect(page.sent).not.toHaveBeenCalled();
    early.release();
    expect(page.sent).toHaveBeenCalledTimes(1);
  });

  it('holds the other presses and choices (nothing on the page sees them), and does them again in order', () => {
    const page = loginPage();
    const early = holdEarlyActions(document);
    const order: string[] = [];
    page.menu.addEventListener('click', () => order.push('early menu'));
    page.menu.click();
    page.checkbox.click();
    expect(page.checkbox.checked).toBe(false);
    expect(order).toEqual([]);
    page.menu.addEventListener('click', () => order.push('menu'));
    page.checkbox.addEventListener('click', () => order.push('checkbox'));
    early.release();
    expect(order).toEqual(['early menu', 'menu', 'checkbox']);
    expect(page.checkbox.checked).toBe(true);
  });

  it('leaves links, disabled buttons and presses after the release alone', () => {
    const page = loginPage();
    const early = holdEarlyActions(document);
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    const offClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.off.dispatchEvent(offClick);
    expect(offClick.defaultPrevented).toBe(false);
    early.release();
    page.login.click();
    expect(page.sent).toHaveBeenCalledTimes(1);
  });

  it('does not press again a control the app has replaced', () => {
    const page = loginPage();
    const early = holdEarlyActions(document);
    const pressed = vi.fn();
    page.menu.addEventListener('click', pressed);
    page.menu.click();
    page.menu.remove();
    early.release();
    expect(pressed).not.toHaveBeenCalled();
  });
});
