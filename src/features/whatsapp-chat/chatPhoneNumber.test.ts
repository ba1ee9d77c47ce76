import { describe, expect, it } from 'vitest';
import { chatGreeting, findChatPhone } from './chatPhoneNumber';

const param = (paramCode: string, paramName: string, deskripsi: string) => ({ paramCode, paramName, deskripsi });

describe('findChatPhone', () => {
  it('takes the parameter with code 003', () => {
    expect(findChatPhone([param('004', 'Nomer Telfon 2', '0813'), param('003', 'Telepon', '0812-1')])).toBe('0812-1');
  });

  it("falls back to the name containing 'nomer telfon' and not '2'", () => {
    expect(findChatPhone([param('020', 'Nomer Telfon 2', '0813'), param('021', 'NOMER TELFON Toko', '0815')])).toBe('0815');
  });

  it('is undefined without such a parameter, and empty when it holds no value', () => {
    expect(findChatPhone([param('004', 'Nomer Telfon 2', '0813')])).toBeUndefined();
    expect(findChatPhone(undefined)).toBeUndefined();
    expect(findChatPhone([param('003', 'Nomer Telfon', '  ')])).toBe('');
  });

  it('greets in Indonesian', () => {
    expect(chatGreeting('Fleur Florist')).toBe('Halo Fleur Florist, saya ingin bertanya tentang rangkaian bunga Anda.');
  });
});
