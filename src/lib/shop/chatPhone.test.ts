import { describe, expect, it } from 'vitest';
import { deriveChatPhone, findChatPhone } from './chatPhone';
import { DEFAULT_SHOP_SETTINGS } from './shopSettings';

const param = (paramCode: string, paramName: string, deskripsi: string) => ({ paramCode, paramName, deskripsi });

describe('findChatPhone', () => {
  it('takes the parameter with code 003', () => {
    expect(findChatPhone([param('004', 'Nomer Telfon 2', '0813'), param('003', 'Telepon', '0812-1')])).toBe('0812-1');
  });

  it("falls back to the name containing 'nomer telfon' and not '2'", () => {
    expect(findChatPhone([param('020', 'Nomer Telfon 2', '0813'), param('021', 'NOMER TELFON Toko', '0815')])).toBe(
      '0815',
    );
  });

  it('is undefined without such a parameter, and empty when it holds no value', () => {
    expect(findChatPhone([param('004', 'Nomer Telfon 2', '0813')])).toBeUndefined();
    expect(findChatPhone(undefined)).toBeUndefined();
    expect(findChatPhone([param('003', 'Nomer Telfon', '  ')])).toBe('');
  });
});

describe('deriveChatPhone', () => {
  it('is the default phone when the parameters failed or hold none', () => {
    expect(deriveChatPhone(undefined)).toBe(DEFAULT_SHOP_SETTINGS.phone);
    expect(deriveChatPhone([param('004', 'Nomer Telfon 2', '0813')])).toBe(DEFAULT_SHOP_SETTINGS.phone);
    expect(deriveChatPhone([param('003', 'Nomer Telfon', '0811')])).toBe('0811');
  });
});
