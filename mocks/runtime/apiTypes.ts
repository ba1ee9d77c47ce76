/**
 * API shapes of openapi.yaml, as generated for the app by `npm run api:generate`.
 * mocks/ imports only mocks/ and src/lib/ (framework-free helpers such as the
 * shop clock); this file is the one exception, and only for types
 * (eslint.config.js allows `import type`/`export type` from src/api/generated
 * here and nowhere else in mocks/): no generated runtime code reaches the mock,
 * but a contract change that breaks a handler's output shape fails the type check.
 * The rest of mocks/ takes the API types from this file.
 */
export type {
  CreatedUser,
  CustomerOrder,
  DailySummary,
  DashboardSummary,
  DeliveryDay,
  DeliveryInfo,
  DeliverySettings,
  FlowerCategory,
  FlowerCategoryInput,
  FlowerCategoryUpdate,
  FlowerProduct,
  FlowerProductInput,
  FlowerProductUpdate,
  GalleryImage,
  GalleryImageEnvelope,
  GalleryImageInput,
  GalleryImageUpdate,
  GalleryOrderUpdate,
  GalleryPage,
  GeneralParameter,
  GeneralParameterInput,
  KasReport,
  LateTransaction,
  LateTransactionsReport,
  LoginRequest,
  LoginResponse,
  CreateUserRequest,
  OrderStatus,
  OrderStatusUpdate,
  Payment,
  PaymentProof,
  PaymentProofReview,
  PublicOrder,
  PublicPaymentProof,
  PaymentStatusUpdate,
  Problem,
  ProductAttribute,
  ProductAttributeInput,
  StatusNominal,
  UploadResult,
  ValidationProblem,
  CustomerOrderInput,
  CustomerOrderUpdate,
} from '../../src/api/generated/shopApi';
