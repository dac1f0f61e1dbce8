import QRCode from "qrcode";

/** A QR code of a upi://pay link as a PNG data URL: the one the booking page, the receipt and the invoice show. */
export const upiQrPng = (link: string): Promise<string> =>
  QRCode.toDataURL(link, { errorCorrectionLevel: "M", margin: 2, width: 300 });
