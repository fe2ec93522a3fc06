import { render, screen, within } from '@testing-library/react';
import { speak } from '../testing/language';
import userEvent from '@testing-library/user-event';
import { ApiCode } from '../api/constants';
import { ClientCode } from '../lib/http';
import { InlineError } from './InlineError';

const raw = 'Unexpected response from server (HTTP 502)';

describe('a failure as the user reads it', () => {
  afterEach(async () => {
    speak('en-US');
  });

  it('shows a sentence, with the raw text in a collapsed, keyboard-reachable Details', async () => {
    const user = userEvent.setup();
    render(
      <InlineError
        failure={{ code: ClientCode.unexpectedResponse, message: raw, httpStatus: 502 }}
        onRetry={() => undefined}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText(
        'The bot service is having trouble right now. Please try again in a few minutes.',
      ),
    ).toBeVisible();
    const details = within(alert).getByText(raw);
    expect(details).not.toBeVisible();

    // The first stop is the disclosure, then Retry.
    await user.tab();
    const summary = within(alert).getByText('Details');
    expect(summary).toHaveFocus();
    await user.click(summary);
    expect(details).toBeVisible();
    expect(details.tagName).toBe('PRE');
    expect(details.innerHTML).toBe(raw.replace(/</g, '&lt;'));
  });

  it('shows raw text as text, never as HTML', () => {
    const html = '<img src=x onerror=alert(1)>';
    render(<InlineError failure={{ code: ApiCode.providerError, message: html }} />);
    expect(screen.getByText(html)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says it in Chinese, and shows a provider message meant for users as it is, with no Details', async () => {
    speak('zh-CN');
    const { rerender } = render(
      <InlineError
        failure={{
          code: ClientCode.transport,
          message: 'timeout of 10000ms exceeded',
          timedOut: true,
        }}
      />,
    );
    expect(screen.getByText('服务器响应超时，请检查网络后重试。')).toBeInTheDocument();
    expect(screen.getByText('详细信息')).toBeInTheDocument();
    rerender(<InlineError failure={{ code: ApiCode.conflict, message: 'Bot limit reached' }} />);
    expect(screen.getByText('Bot limit reached')).toBeInTheDocument();
    expect(screen.queryByText('详细信息')).not.toBeInTheDocument();
  });
});
