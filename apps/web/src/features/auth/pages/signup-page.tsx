import {
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type SignupInput, signupSchema } from '@refcheck/domain/schemas/index';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { authKeys } from '../../../session/keys.ts';
import { Heading } from '../../../ui/heading.tsx';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { signUp } from '../api/signup.ts';
import { TermsDialog } from '../components/terms-dialog.tsx';

interface Values {
  companyName: string;
  staffName: string;
  zipcode: string;
  address1: string;
  address2: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  selectedPlan: 'LIGHT' | 'STANDARD';
  isAgreeToTerms: boolean;
  isAgreeToSpecialConditions: boolean;
}

/** /signup: the company's main account (spec 2, 4, 5, 8). */
export function SignupPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { lang } = useDomainText();
  const { m: message } = useDomainText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [termsOpened, terms] = useDisclosure(false);
  const [termsRead, setTermsRead] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      companyName: '',
      staffName: '',
      zipcode: '',
      address1: '',
      address2: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      selectedPlan: 'LIGHT',
      isAgreeToTerms: false,
      isAgreeToSpecialConditions: false,
    },
    validate: schemaValidator(signupSchema as never),
  });

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await signUp({
        ...values,
        address2: values.address2 || undefined,
        termsLanguage: lang,
      } as SignupInput);
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      await router.navigate({ to: '/signup/phone', replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'signupLockedAfterWithdrawal') {
        form.setFieldError('email', message('auth.signupLockedAfterWithdrawal'));
        notifications.show({ color: 'red', message: message('auth.signupLockedAfterWithdrawal') });
        return;
      }
      if (isApiError(error) && error.code === 'emailAlreadyInUse') {
        form.setFieldError('email', message('auth.emailAlreadyInUse'));
        notifications.show({ color: 'red', message: message('auth.emailAlreadyInUse') });
      } else if (isApiError(error) && error.status === 429) {
        notifications.show({ color: 'red', message: t('common:errors.tooManyRequests') });
      } else {
        notifications.show({ color: 'red', message: message('auth.signupFailed') });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const invalid = (errors: Record<string, unknown>) => {
    if (errors.passwordConfirmation) {
      notifications.show({
        color: 'red',
        title: t('errors.checkInput'),
        message: String(errors.passwordConfirmation),
      });
    }
  };

  return (
    <PublicCard maw={720}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Heading order={1} title={t('signup.title')} lead={t('signup.lead')} />
        </Stack>
        <form onSubmit={form.onSubmit(submit, invalid)} noValidate>
          <Stack gap="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('signup.companyName')}
                  required
                  autoComplete="organization"
                  {...form.getInputProps('companyName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('signup.staffName')}
                  required
                  autoComplete="name"
                  {...form.getInputProps('staffName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('signup.zipcode')}
                  required
                  inputMode="numeric"
                  maxLength={7}
                  placeholder="1000005"
                  autoComplete="postal-code"
                  {...form.getInputProps('zipcode')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t('signup.address1')}
                  required
                  autoComplete="street-address"
                  {...form.getInputProps('address1')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput label={t('signup.address2')} {...form.getInputProps('address2')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('login.email')}
                  type="email"
                  required
                  autoComplete="email"
                  placeholder={t('login.emailPlaceholder')}
                  {...form.getInputProps('email')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  label={t('login.password')}
                  required
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  label={t('signup.passwordConfirmation')}
                  required
                  autoComplete="new-password"
                  {...form.getInputProps('passwordConfirmation')}
                />
              </Grid.Col>
            </Grid>
            <Radio.Group label={t('signup.plan')} required {...form.getInputProps('selectedPlan')}>
              <Group mt="xs" gap="xl">
                <Radio value="LIGHT" label={t('signup.planLight')} />
                <Radio value="STANDARD" label={t('signup.planStandard')} />
              </Group>
            </Radio.Group>
            <Stack gap="xs">
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => {
                  terms.open();
                  setTermsRead(true);
                }}
              >
                {t('signup.readTerms')}
              </Anchor>
              <Checkbox
                label={t('signup.termsAgree')}
                description={termsRead ? undefined : t('signup.termsHint')}
                disabled={!termsRead}
                {...form.getInputProps('isAgreeToTerms', { type: 'checkbox' })}
              />
              <Checkbox
                label={t('signup.specialConditions')}
                {...form.getInputProps('isAgreeToSpecialConditions', { type: 'checkbox' })}
              />
            </Stack>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={submitting}
              disabled={!form.values.isAgreeToTerms}
            >
              {t('signup.submit')}
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              {t('signup.haveAccount')}{' '}
              <AnchorLink to="/login" fw={600}>
                {t('login.submit')}
              </AnchorLink>
            </Text>
          </Stack>
        </form>
      </Stack>
      <TermsDialog opened={termsOpened} onClose={terms.close} />
    </PublicCard>
  );
}
