import HCaptcha from '@hcaptcha/react-hcaptcha';
import { useCallback, useRef, useState } from 'react';
import type { ProviderWidgetProps } from './provider-widget';

/**
 * CAP-001, CAP-002: an hCaptcha widget through `@hcaptcha/react-hcaptcha`, its script from the
 * configuration (`scriptSource`) so tests use a local stub. The token goes into a hidden input
 * under the field's name (the server also reads `h-captcha-response`).
 */
export default function HcaptchaWidget(props: ProviderWidgetProps) {
  const { field, inputName, siteKey, source, onToken, onReady } = props;
  const [token, setToken] = useState('');
  const captcha = useRef<HCaptcha>(null);
  const take = useCallback(
    (value: string) => {
      setToken(value);
      onToken(value);
    },
    [onToken],
  );
  const ready = useCallback(() => {
    onReady({
      reset: () => {
        captcha.current?.resetCaptcha();
        take('');
      },
      async execute() {
        try {
          const answer = await captcha.current?.execute({ async: true });
          if (answer) take(answer.response);
        } catch {
          take('');
        }
      },
    });
  }, [onReady, take]);
  return (
    <>
      <HCaptcha
        ref={captcha}
        sitekey={siteKey}
        scriptSource={source}
        theme={field.theme}
        size={field.size}
        sentry={false}
        onVerify={(value) => take(value)}
        onExpire={() => take('')}
        onError={() => take('')}
        onLoad={ready}
      />
      <input type="hidden" name={inputName} value={token} />
    </>
  );
}
