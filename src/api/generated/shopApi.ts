import { baseApi as api } from "../baseApi";
export const addTagTypes = [
  "GeneralParameters",
  "Gallery",
  "FlowerCategory",
  "FlowerProduct",
  "CustomerOrder",
  "Payments",
  "Delivery",
  "Doorstep",
  "Gateway",
  "MessageTemplates",
  "Upload",
  "Auth",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listGeneralParameters: build.query<
        ListGeneralParametersApiResponse,
        ListGeneralParametersApiArg
      >({
        query: () => ({ url: `/api/general` }),
        providesTags: ["GeneralParameters"],
      }),
      createGeneralParameter: build.mutation<
        CreateGeneralParameterApiResponse,
        CreateGeneralParameterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/general`,
          method: "POST",
          body: queryArg.generalParameterInput,
        }),
        invalidatesTags: ["GeneralParameters"],
      }),
      getGeneralParameter: build.query<
        GetGeneralParameterApiResponse,
        GetGeneralParameterApiArg
      >({
        query: (queryArg) => ({ url: `/api/general/${queryArg.id}` }),
        providesTags: ["GeneralParameters"],
      }),
      updateGeneralParameter: build.mutation<
        UpdateGeneralParameterApiResponse,
        UpdateGeneralParameterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/general/${queryArg.id}`,
          method: "PUT",
          body: queryArg.generalParameter,
        }),
        invalidatesTags: ["GeneralParameters"],
      }),
      deleteGeneralParameter: build.mutation<
        DeleteGeneralParameterApiResponse,
        DeleteGeneralParameterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/general/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["GeneralParameters"],
      }),
      getLateTransactionsToday: build.query<
        GetLateTransactionsTodayApiResponse,
        GetLateTransactionsTodayApiArg
      >({
        query: () => ({ url: `/api/general/late-transactions-today` }),
        providesTags: ["GeneralParameters"],
      }),
      getDashboardSummary: build.query<
        GetDashboardSummaryApiResponse,
        GetDashboardSummaryApiArg
      >({
        query: () => ({ url: `/api/general/dashboard-summary` }),
        providesTags: ["GeneralParameters"],
      }),
      getKas: build.query<GetKasApiResponse, GetKasApiArg>({
        query: () => ({ url: `/api/general/kas` }),
        providesTags: ["GeneralParameters"],
      }),
      getSummaryByDate: build.query<
        GetSummaryByDateApiResponse,
        GetSummaryByDateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/general/summary-by-date/${queryArg.date}`,
        }),
        providesTags: ["GeneralParameters"],
      }),
      getStatusNominalBack: build.query<
        GetStatusNominalBackApiResponse,
        GetStatusNominalBackApiArg
      >({
        query: () => ({ url: `/api/general/status-nominal-back` }),
        providesTags: ["GeneralParameters"],
      }),
      listGalleryImages: build.query<
        ListGalleryImagesApiResponse,
        ListGalleryImagesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Gallery`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            includeImages: queryArg.includeImages,
            activeOnly: queryArg.activeOnly,
          },
        }),
        providesTags: ["Gallery"],
      }),
      createGalleryImage: build.mutation<
        CreateGalleryImageApiResponse,
        CreateGalleryImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Gallery`,
          method: "POST",
          body: queryArg.galleryImageInput,
        }),
        invalidatesTags: ["Gallery"],
      }),
      getGalleryImage: build.query<
        GetGalleryImageApiResponse,
        GetGalleryImageApiArg
      >({
        query: (queryArg) => ({ url: `/api/Gallery/${queryArg.id}` }),
        providesTags: ["Gallery"],
      }),
      updateGalleryImage: build.mutation<
        UpdateGalleryImageApiResponse,
        UpdateGalleryImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Gallery/${queryArg.id}`,
          method: "PUT",
          body: queryArg.galleryImageUpdate,
        }),
        invalidatesTags: ["Gallery"],
      }),
      deleteGalleryImage: build.mutation<
        DeleteGalleryImageApiResponse,
        DeleteGalleryImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Gallery/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Gallery"],
      }),
      updateGalleryImageOrder: build.mutation<
        UpdateGalleryImageOrderApiResponse,
        UpdateGalleryImageOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/Gallery/${queryArg.id}/order`,
          method: "PUT",
          body: queryArg.galleryOrderUpdate,
        }),
        invalidatesTags: ["Gallery"],
      }),
      listFlowerCategories: build.query<
        ListFlowerCategoriesApiResponse,
        ListFlowerCategoriesApiArg
      >({
        query: () => ({ url: `/api/FlowerCategory` }),
        providesTags: ["FlowerCategory"],
      }),
      createFlowerCategory: build.mutation<
        CreateFlowerCategoryApiResponse,
        CreateFlowerCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerCategory`,
          method: "POST",
          body: queryArg.flowerCategoryInput,
        }),
        invalidatesTags: ["FlowerCategory"],
      }),
      searchFlowerCategories: build.query<
        SearchFlowerCategoriesApiResponse,
        SearchFlowerCategoriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerCategory/search`,
          params: {
            search: queryArg.search,
          },
        }),
        providesTags: ["FlowerCategory"],
      }),
      listPopularFlowerCategories: build.query<
        ListPopularFlowerCategoriesApiResponse,
        ListPopularFlowerCategoriesApiArg
      >({
        query: () => ({ url: `/api/FlowerCategory/popular` }),
        providesTags: ["FlowerCategory"],
      }),
      getFlowerCategory: build.query<
        GetFlowerCategoryApiResponse,
        GetFlowerCategoryApiArg
      >({
        query: (queryArg) => ({ url: `/api/FlowerCategory/${queryArg.id}` }),
        providesTags: ["FlowerCategory"],
      }),
      updateFlowerCategory: build.mutation<
        UpdateFlowerCategoryApiResponse,
        UpdateFlowerCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerCategory/${queryArg.id}`,
          method: "PUT",
          body: queryArg.flowerCategoryUpdate,
        }),
        invalidatesTags: ["FlowerCategory"],
      }),
      deleteFlowerCategory: build.mutation<
        DeleteFlowerCategoryApiResponse,
        DeleteFlowerCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerCategory/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["FlowerCategory"],
      }),
      listFlowerProducts: build.query<
        ListFlowerProductsApiResponse,
        ListFlowerProductsApiArg
      >({
        query: () => ({ url: `/api/FlowerProduct` }),
        providesTags: ["FlowerProduct"],
      }),
      createFlowerProduct: build.mutation<
        CreateFlowerProductApiResponse,
        CreateFlowerProductApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerProduct`,
          method: "POST",
          body: queryArg.flowerProductInput,
        }),
        invalidatesTags: ["FlowerProduct"],
      }),
      listFlowerProductsByCategory: build.query<
        ListFlowerProductsByCategoryApiResponse,
        ListFlowerProductsByCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerProduct/category/${queryArg.categoryId}`,
        }),
        providesTags: ["FlowerProduct"],
      }),
      getFlowerProduct: build.query<
        GetFlowerProductApiResponse,
        GetFlowerProductApiArg
      >({
        query: (queryArg) => ({ url: `/api/FlowerProduct/${queryArg.id}` }),
        providesTags: ["FlowerProduct"],
      }),
      updateFlowerProduct: build.mutation<
        UpdateFlowerProductApiResponse,
        UpdateFlowerProductApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerProduct/${queryArg.id}`,
          method: "PUT",
          body: queryArg.flowerProductUpdate,
        }),
        invalidatesTags: ["FlowerProduct"],
      }),
      deleteFlowerProduct: build.mutation<
        DeleteFlowerProductApiResponse,
        DeleteFlowerProductApiArg
      >({
        query: (queryArg) => ({
          url: `/api/FlowerProduct/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["FlowerProduct"],
      }),
      listCustomerOrders: build.query<
        ListCustomerOrdersApiResponse,
        ListCustomerOrdersApiArg
      >({
        query: () => ({ url: `/api/CustomerOrder` }),
        providesTags: ["CustomerOrder"],
      }),
      createCustomerOrder: build.mutation<
        CreateCustomerOrderApiResponse,
        CreateCustomerOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder`,
          method: "POST",
          body: queryArg.customerOrderInput,
        }),
        invalidatesTags: ["CustomerOrder"],
      }),
      getCustomerOrder: build.query<
        GetCustomerOrderApiResponse,
        GetCustomerOrderApiArg
      >({
        query: (queryArg) => ({ url: `/api/CustomerOrder/${queryArg.id}` }),
        providesTags: ["CustomerOrder"],
      }),
      updateCustomerOrder: build.mutation<
        UpdateCustomerOrderApiResponse,
        UpdateCustomerOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}`,
          method: "PUT",
          body: queryArg.customerOrderUpdate,
        }),
        invalidatesTags: ["CustomerOrder"],
      }),
      deleteCustomerOrder: build.mutation<
        DeleteCustomerOrderApiResponse,
        DeleteCustomerOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["CustomerOrder"],
      }),
      updateCustomerOrderStatus: build.mutation<
        UpdateCustomerOrderStatusApiResponse,
        UpdateCustomerOrderStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/status`,
          method: "PUT",
          body: queryArg.orderStatusUpdate,
        }),
        invalidatesTags: ["CustomerOrder"],
      }),
      updateCustomerOrderPaymentStatus: build.mutation<
        UpdateCustomerOrderPaymentStatusApiResponse,
        UpdateCustomerOrderPaymentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/payment-status`,
          method: "PUT",
          body: queryArg.paymentStatusUpdate,
        }),
        invalidatesTags: ["CustomerOrder"],
      }),
      getPublicOrder: build.query<
        GetPublicOrderApiResponse,
        GetPublicOrderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/public/orders/${queryArg.orderId}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["Payments"],
      }),
      uploadPaymentProof: build.mutation<
        UploadPaymentProofApiResponse,
        UploadPaymentProofApiArg
      >({
        query: (queryArg) => ({
          url: `/api/public/orders/${queryArg.orderId}/payment-proofs`,
          method: "POST",
          body: queryArg.paymentProofUpload,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["Payments"],
      }),
      listPaymentProofs: build.query<
        ListPaymentProofsApiResponse,
        ListPaymentProofsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/payment-proofs`,
          params: {
            state: queryArg.state,
            orderID: queryArg.orderId,
          },
        }),
        providesTags: ["Payments"],
      }),
      reviewPaymentProof: build.mutation<
        ReviewPaymentProofApiResponse,
        ReviewPaymentProofApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/payment-proofs/${queryArg.proofId}`,
          method: "PUT",
          body: queryArg.paymentProofReview,
        }),
        invalidatesTags: ["Payments"],
      }),
      getPaymentProofImage: build.query<
        GetPaymentProofImageApiResponse,
        GetPaymentProofImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/payment-proofs/${queryArg.proofId}/image`,
        }),
        providesTags: ["Payments"],
      }),
      getDeliverySettings: build.query<
        GetDeliverySettingsApiResponse,
        GetDeliverySettingsApiArg
      >({
        query: () => ({ url: `/api/delivery/settings` }),
        providesTags: ["Delivery"],
      }),
      updateDeliverySettings: build.mutation<
        UpdateDeliverySettingsApiResponse,
        UpdateDeliverySettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delivery/settings`,
          method: "PUT",
          body: queryArg.deliverySettings,
        }),
        invalidatesTags: ["Delivery"],
      }),
      getDeliveryAvailability: build.query<
        GetDeliveryAvailabilityApiResponse,
        GetDeliveryAvailabilityApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delivery/availability`,
          params: {
            from: queryArg["from"],
            days: queryArg.days,
            categoryId: queryArg.categoryId,
          },
        }),
        providesTags: ["Delivery"],
      }),
      assignDeliveryDriver: build.mutation<
        AssignDeliveryDriverApiResponse,
        AssignDeliveryDriverApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/assignment`,
          method: "PUT",
          body: queryArg.deliveryAssignmentInput,
        }),
        invalidatesTags: ["Doorstep"],
      }),
      listDeliveryRuns: build.query<
        ListDeliveryRunsApiResponse,
        ListDeliveryRunsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/delivery/runs`,
          params: {
            date: queryArg.date,
            driver: queryArg.driver,
          },
        }),
        providesTags: ["Doorstep"],
      }),
      uploadArrangementPhoto: build.mutation<
        UploadArrangementPhotoApiResponse,
        UploadArrangementPhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/arrangement-photos`,
          method: "POST",
          body: queryArg.arrangementPhotoUpload,
        }),
        invalidatesTags: ["Doorstep"],
      }),
      answerArrangementPhoto: build.mutation<
        AnswerArrangementPhotoApiResponse,
        AnswerArrangementPhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/public/orders/${queryArg.orderId}/arrangement-approval`,
          method: "PUT",
          body: queryArg.arrangementAnswer,
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["Doorstep"],
      }),
      fileDeliveryProof: build.mutation<
        FileDeliveryProofApiResponse,
        FileDeliveryProofApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/delivery-proofs`,
          method: "POST",
          body: queryArg.deliveryProofUpload,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["Doorstep"],
      }),
      getPaymentOptions: build.query<
        GetPaymentOptionsApiResponse,
        GetPaymentOptionsApiArg
      >({
        query: () => ({ url: `/api/public/payments/options` }),
        providesTags: ["Gateway"],
      }),
      createPaymentSession: build.mutation<
        CreatePaymentSessionApiResponse,
        CreatePaymentSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/public/orders/${queryArg.orderId}/payment-sessions`,
          method: "POST",
          body: queryArg.paymentSessionInput,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["Gateway"],
      }),
      getPaymentSession: build.query<
        GetPaymentSessionApiResponse,
        GetPaymentSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/public/orders/${queryArg.orderId}/payment-sessions/${queryArg.sessionId}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["Gateway"],
      }),
      receiveMidtransNotification: build.mutation<
        ReceiveMidtransNotificationApiResponse,
        ReceiveMidtransNotificationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payments/notifications/midtrans`,
          method: "POST",
          body: queryArg.midtransNotification,
        }),
        invalidatesTags: ["Gateway"],
      }),
      receiveXenditNotification: build.mutation<
        ReceiveXenditNotificationApiResponse,
        ReceiveXenditNotificationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payments/notifications/xendit`,
          method: "POST",
          body: queryArg.xenditInvoiceCallback,
          headers: {
            "x-callback-token": queryArg["x-callback-token"],
          },
        }),
        invalidatesTags: ["Gateway"],
      }),
      getPaymentSettings: build.query<
        GetPaymentSettingsApiResponse,
        GetPaymentSettingsApiArg
      >({
        query: () => ({ url: `/api/payments/settings` }),
        providesTags: ["Gateway"],
      }),
      updatePaymentSettings: build.mutation<
        UpdatePaymentSettingsApiResponse,
        UpdatePaymentSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payments/settings`,
          method: "PUT",
          body: queryArg.paymentSettingsInput,
        }),
        invalidatesTags: ["Gateway"],
      }),
      listPaymentSessions: build.query<
        ListPaymentSessionsApiResponse,
        ListPaymentSessionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payments/sessions`,
          params: {
            attention: queryArg.attention,
            orderID: queryArg.orderId,
          },
        }),
        providesTags: ["Gateway"],
      }),
      resolvePaymentSession: build.mutation<
        ResolvePaymentSessionApiResponse,
        ResolvePaymentSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payments/sessions/${queryArg.sessionId}/resolution`,
          method: "PUT",
          body: queryArg.paymentSessionResolution,
        }),
        invalidatesTags: ["Gateway"],
      }),
      listRefundTasks: build.query<
        ListRefundTasksApiResponse,
        ListRefundTasksApiArg
      >({
        query: (queryArg) => ({
          url: `/api/payments/refund-tasks`,
          params: {
            state: queryArg.state,
          },
        }),
        providesTags: ["Gateway"],
      }),
      createRefund: build.mutation<CreateRefundApiResponse, CreateRefundApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/CustomerOrder/${queryArg.id}/refunds`,
            method: "POST",
            body: queryArg.refundInput,
            headers: {
              "Idempotency-Key": queryArg["Idempotency-Key"],
            },
          }),
          invalidatesTags: ["Gateway"],
        },
      ),
      listOrderEvents: build.query<
        ListOrderEventsApiResponse,
        ListOrderEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/events`,
        }),
        providesTags: ["Gateway"],
      }),
      listMessageTemplates: build.query<
        ListMessageTemplatesApiResponse,
        ListMessageTemplatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/message-templates`,
          params: {
            format: queryArg.format,
            occasion: queryArg.occasion,
            religion: queryArg.religion,
          },
        }),
        providesTags: ["MessageTemplates"],
      }),
      createMessageTemplate: build.mutation<
        CreateMessageTemplateApiResponse,
        CreateMessageTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/message-templates`,
          method: "POST",
          body: queryArg.messageTemplateInput,
        }),
        invalidatesTags: ["MessageTemplates"],
      }),
      updateMessageTemplate: build.mutation<
        UpdateMessageTemplateApiResponse,
        UpdateMessageTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/message-templates/${queryArg.id}`,
          method: "PUT",
          body: queryArg.messageTemplateInput,
        }),
        invalidatesTags: ["MessageTemplates"],
      }),
      deleteMessageTemplate: build.mutation<
        DeleteMessageTemplateApiResponse,
        DeleteMessageTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/message-templates/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["MessageTemplates"],
      }),
      correctOrderBoard: build.mutation<
        CorrectOrderBoardApiResponse,
        CorrectOrderBoardApiArg
      >({
        query: (queryArg) => ({
          url: `/api/CustomerOrder/${queryArg.id}/board`,
          method: "PUT",
          body: queryArg.boardCorrection,
        }),
        invalidatesTags: ["MessageTemplates"],
      }),
      listBoardSymbols: build.query<
        ListBoardSymbolsApiResponse,
        ListBoardSymbolsApiArg
      >({
        query: () => ({ url: `/api/board-symbols` }),
        providesTags: ["MessageTemplates"],
      }),
      uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
        query: (queryArg) => ({
          url: `/api/Upload`,
          method: "POST",
          body: queryArg.uploadImageRequest,
        }),
        invalidatesTags: ["Upload"],
      }),
      getUploadedFile: build.query<
        GetUploadedFileApiResponse,
        GetUploadedFileApiArg
      >({
        query: (queryArg) => ({ url: `/api/Upload/${queryArg.fileName}` }),
        providesTags: ["Upload"],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/auth/login`,
          method: "POST",
          body: queryArg.loginRequest,
        }),
        invalidatesTags: ["Auth"],
      }),
      createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
        query: (queryArg) => ({
          url: `/users/api/users/create`,
          method: "POST",
          body: queryArg.createUserRequest,
        }),
        invalidatesTags: ["Auth"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as shopApi };
export type ListGeneralParametersApiResponse =
  /** status 200 The parameters. */ GeneralParameter[];
export type ListGeneralParametersApiArg = void;
export type CreateGeneralParameterApiResponse =
  /** status 201 The created parameter. */ GeneralParameter;
export type CreateGeneralParameterApiArg = {
  generalParameterInput: GeneralParameterInput;
};
export type GetGeneralParameterApiResponse =
  /** status 200 The parameter. */ GeneralParameter;
export type GetGeneralParameterApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateGeneralParameterApiResponse =
  /** status 200 The updated parameter. */ GeneralParameter;
export type UpdateGeneralParameterApiArg = {
  /** Id of the resource. */
  id: number;
  generalParameter: GeneralParameter;
};
export type DeleteGeneralParameterApiResponse = unknown;
export type DeleteGeneralParameterApiArg = {
  /** Id of the resource. */
  id: number;
};
export type GetLateTransactionsTodayApiResponse =
  /** status 200 The late orders. */ LateTransactionsReport;
export type GetLateTransactionsTodayApiArg = void;
export type GetDashboardSummaryApiResponse =
  /** status 200 The summary. */ DashboardSummary;
export type GetDashboardSummaryApiArg = void;
export type GetKasApiResponse = /** status 200 The cash report. */ KasReport;
export type GetKasApiArg = void;
export type GetSummaryByDateApiResponse =
  /** status 200 The summary of that day. */ DailySummary;
export type GetSummaryByDateApiArg = {
  /** Calendar date, `YYYY-MM-DD`. */
  date: string;
};
export type GetStatusNominalBackApiResponse =
  /** status 200 The entries. */ StatusNominal[];
export type GetStatusNominalBackApiArg = void;
export type ListGalleryImagesApiResponse =
  /** status 200 One page of images. */ GalleryPage;
export type ListGalleryImagesApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Images per page. */
  pageSize?: number;
  /** When false, every `imageBase64` in the page is an empty string (lighter response). */
  includeImages?: boolean;
  /** When true, only images with `isActive` true are listed; when false, all images. */
  activeOnly?: boolean;
};
export type CreateGalleryImageApiResponse =
  /** status 201 The created image. */ GalleryImage;
export type CreateGalleryImageApiArg = {
  galleryImageInput: GalleryImageInput;
};
export type GetGalleryImageApiResponse =
  /** status 200 The image, bare or wrapped. */ GalleryImageResponse;
export type GetGalleryImageApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateGalleryImageApiResponse =
  /** status 200 The updated image. */ GalleryImage;
export type UpdateGalleryImageApiArg = {
  /** Id of the resource. */
  id: number;
  galleryImageUpdate: GalleryImageUpdate;
};
export type DeleteGalleryImageApiResponse = unknown;
export type DeleteGalleryImageApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateGalleryImageOrderApiResponse =
  /** status 200 The updated image. */ GalleryImage;
export type UpdateGalleryImageOrderApiArg = {
  /** Id of the resource. */
  id: number;
  galleryOrderUpdate: GalleryOrderUpdate;
};
export type ListFlowerCategoriesApiResponse =
  /** status 200 The categories. */ FlowerCategory[];
export type ListFlowerCategoriesApiArg = void;
export type CreateFlowerCategoryApiResponse =
  /** status 201 The created category. */ FlowerCategory;
export type CreateFlowerCategoryApiArg = {
  flowerCategoryInput: FlowerCategoryInput;
};
export type SearchFlowerCategoriesApiResponse =
  /** status 200 The matching categories. */ FlowerCategory[];
export type SearchFlowerCategoriesApiArg = {
  /** Text to look for in the category name or description. */
  search?: string;
};
export type ListPopularFlowerCategoriesApiResponse =
  /** status 200 The popular categories. */ FlowerCategory[];
export type ListPopularFlowerCategoriesApiArg = void;
export type GetFlowerCategoryApiResponse =
  /** status 200 The category. */ FlowerCategory;
export type GetFlowerCategoryApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateFlowerCategoryApiResponse =
  /** status 200 The updated category. */ FlowerCategory;
export type UpdateFlowerCategoryApiArg = {
  /** Id of the resource. */
  id: number;
  flowerCategoryUpdate: FlowerCategoryUpdate;
};
export type DeleteFlowerCategoryApiResponse = unknown;
export type DeleteFlowerCategoryApiArg = {
  /** Id of the resource. */
  id: number;
};
export type ListFlowerProductsApiResponse =
  /** status 200 The products. */ FlowerProduct[];
export type ListFlowerProductsApiArg = void;
export type CreateFlowerProductApiResponse =
  /** status 201 The created product. */ FlowerProduct;
export type CreateFlowerProductApiArg = {
  flowerProductInput: FlowerProductInput;
};
export type ListFlowerProductsByCategoryApiResponse =
  /** status 200 The products of the category. */ FlowerProduct[];
export type ListFlowerProductsByCategoryApiArg = {
  /** Category id. */
  categoryId: number;
};
export type GetFlowerProductApiResponse =
  /** status 200 The product. */ FlowerProduct;
export type GetFlowerProductApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateFlowerProductApiResponse =
  /** status 200 The updated product. */ FlowerProduct;
export type UpdateFlowerProductApiArg = {
  /** Id of the resource. */
  id: number;
  flowerProductUpdate: FlowerProductUpdate;
};
export type DeleteFlowerProductApiResponse = unknown;
export type DeleteFlowerProductApiArg = {
  /** Id of the resource. */
  id: number;
};
export type ListCustomerOrdersApiResponse =
  /** status 200 The orders. */ CustomerOrder[];
export type ListCustomerOrdersApiArg = void;
export type CreateCustomerOrderApiResponse =
  /** status 201 The created order. */ CustomerOrder;
export type CreateCustomerOrderApiArg = {
  customerOrderInput: CustomerOrderInput;
};
export type GetCustomerOrderApiResponse =
  /** status 200 The order. */ CustomerOrder;
export type GetCustomerOrderApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateCustomerOrderApiResponse =
  /** status 200 The updated order. */ CustomerOrder;
export type UpdateCustomerOrderApiArg = {
  /** Id of the resource. */
  id: number;
  customerOrderUpdate: CustomerOrderUpdate;
};
export type DeleteCustomerOrderApiResponse = unknown;
export type DeleteCustomerOrderApiArg = {
  /** Id of the resource. */
  id: number;
};
export type UpdateCustomerOrderStatusApiResponse =
  /** status 200 The updated order. */ CustomerOrder;
export type UpdateCustomerOrderStatusApiArg = {
  /** Id of the resource. */
  id: number;
  orderStatusUpdate: OrderStatusUpdate;
};
export type UpdateCustomerOrderPaymentStatusApiResponse =
  /** status 200 The updated order. */ CustomerOrder;
export type UpdateCustomerOrderPaymentStatusApiArg = {
  /** Id of the resource. */
  id: number;
  paymentStatusUpdate: PaymentStatusUpdate;
};
export type GetPublicOrderApiResponse =
  /** status 200 The order as its customer sees it. */ PublicOrder;
export type GetPublicOrderApiArg = {
  /** Id of the order. */
  orderId: number;
  /** The order's `trackingToken`, as `createCustomerOrder` returned it. */
  token: string;
};
export type UploadPaymentProofApiResponse =
  /** status 201 The proof, waiting for review. */ PublicPaymentProof;
export type UploadPaymentProofApiArg = {
  /** Id of the order. */
  orderId: number;
  /** The order's `trackingToken`, as `createCustomerOrder` returned it. */
  token: string;
  paymentProofUpload: PaymentProofUpload;
};
export type ListPaymentProofsApiResponse =
  /** status 200 The proofs. */ PaymentProof[];
export type ListPaymentProofsApiArg = {
  state?: PaymentProofState;
  orderId?: number;
};
export type ReviewPaymentProofApiResponse =
  /** status 200 The reviewed proof. */ PaymentProof;
export type ReviewPaymentProofApiArg = {
  /** Id of the resource. */
  id: number;
  /** Id of the payment proof. */
  proofId: number;
  paymentProofReview: PaymentProofReview;
};
export type GetPaymentProofImageApiResponse =
  /** status 200 The image. */ BinaryFile;
export type GetPaymentProofImageApiArg = {
  /** Id of the resource. */
  id: number;
  /** Id of the payment proof. */
  proofId: number;
};
export type GetDeliverySettingsApiResponse =
  /** status 200 The delivery settings. */ DeliverySettings;
export type GetDeliverySettingsApiArg = void;
export type UpdateDeliverySettingsApiResponse =
  /** status 200 The saved settings. */ DeliverySettings;
export type UpdateDeliverySettingsApiArg = {
  deliverySettings: DeliverySettings;
};
export type GetDeliveryAvailabilityApiResponse =
  /** status 200 The days, in calendar order. */ DeliveryDay[];
export type GetDeliveryAvailabilityApiArg = {
  /** First shop calendar day, `YYYY-MM-DD`. */
  from: string;
  /** Number of days, 1 to 62. */
  days: number;
  /** The ordered product's category, for its lead days (`leadDays`); none when absent. */
  categoryId?: number;
};
export type AssignDeliveryDriverApiResponse =
  /** status 200 The order's place on its driver's run. */ DeliveryAssignment;
export type AssignDeliveryDriverApiArg = {
  /** Id of the resource. */
  id: number;
  deliveryAssignmentInput: DeliveryAssignmentInput;
};
export type ListDeliveryRunsApiResponse =
  /** status 200 The runs, by driver username. */ DeliveryRun[];
export type ListDeliveryRunsApiArg = {
  /** The shop day, `YYYY-MM-DD`. */
  date: string;
  /** Only this driver's run (a username). */
  driver?: string;
};
export type UploadArrangementPhotoApiResponse =
  /** status 201 The photo, waiting for the customer's answer. */ ArrangementPhoto;
export type UploadArrangementPhotoApiArg = {
  /** Id of the resource. */
  id: number;
  arrangementPhotoUpload: ArrangementPhotoUpload;
};
export type AnswerArrangementPhotoApiResponse =
  /** status 200 The photo with the customer's answer. */ ArrangementPhoto;
export type AnswerArrangementPhotoApiArg = {
  /** Id of the order. */
  orderId: number;
  /** The order's `trackingToken`, as `createCustomerOrder` returned it. */
  token: string;
  arrangementAnswer: ArrangementAnswer;
};
export type FileDeliveryProofApiResponse =
  | /** status 200 The proof stored earlier with this `Idempotency-Key`; nothing new was stored. */ DeliveryProof
  | /** status 201 The proof, stored. */ DeliveryProof;
export type FileDeliveryProofApiArg = {
  /** Id of the resource. */
  id: number;
  /** A key the client makes once per proof (a UUID) and sends again with every retry. */
  "Idempotency-Key": string;
  deliveryProofUpload: DeliveryProofUpload;
};
export type GetPaymentOptionsApiResponse =
  /** status 200 The shop's payment options. */ PaymentOptions;
export type GetPaymentOptionsApiArg = void;
export type CreatePaymentSessionApiResponse =
  | /** status 200 A session made earlier (same `Idempotency-Key`, or still payable for this purpose and method). */ PaymentSession
  | /** status 201 The new session, payable until `expiresAt`. */ PaymentSession;
export type CreatePaymentSessionApiArg = {
  /** Id of the order. */
  orderId: number;
  /** The order's `trackingToken`, as `createCustomerOrder` returned it. */
  token: string;
  /** A key the client makes once per request (a UUID) and sends again with every retry. */
  "Idempotency-Key": string;
  paymentSessionInput: PaymentSessionInput;
};
export type GetPaymentSessionApiResponse =
  /** status 200 The session. */ PaymentSession;
export type GetPaymentSessionApiArg = {
  /** Id of the order. */
  orderId: number;
  /** Id of the payment session. */
  sessionId: number;
  /** The order's `trackingToken`, as `createCustomerOrder` returned it. */
  token: string;
};
export type ReceiveMidtransNotificationApiResponse =
  /** status 200 Received; `outcome` says what it changed. */ NotificationReceipt;
export type ReceiveMidtransNotificationApiArg = {
  midtransNotification: MidtransNotification;
};
export type ReceiveXenditNotificationApiResponse =
  /** status 200 Received; `outcome` says what it changed. */ NotificationReceipt;
export type ReceiveXenditNotificationApiArg = {
  /** The verification token of the shop's Xendit account. */
  "x-callback-token"?: string;
  xenditInvoiceCallback: XenditInvoiceCallback;
};
export type GetPaymentSettingsApiResponse =
  /** status 200 The settings. */ PaymentSettings;
export type GetPaymentSettingsApiArg = void;
export type UpdatePaymentSettingsApiResponse =
  /** status 200 The settings saved. */ PaymentSettings;
export type UpdatePaymentSettingsApiArg = {
  paymentSettingsInput: PaymentSettingsInput;
};
export type ListPaymentSessionsApiResponse =
  /** status 200 The sessions. */ StaffPaymentSession[];
export type ListPaymentSessionsApiArg = {
  attention?: boolean;
  orderId?: number;
};
export type ResolvePaymentSessionApiResponse =
  /** status 200 The session, resolved. */ StaffPaymentSession;
export type ResolvePaymentSessionApiArg = {
  /** Id of the payment session. */
  sessionId: number;
  paymentSessionResolution: PaymentSessionResolution;
};
export type ListRefundTasksApiResponse =
  /** status 200 The tasks. */ RefundTask[];
export type ListRefundTasksApiArg = {
  state?: RefundTaskState;
};
export type CreateRefundApiResponse =
  | /** status 200 The refund made earlier with this `Idempotency-Key`; nothing new was made. */ Refund
  | /** status 201 The refund, made. */ Refund;
export type CreateRefundApiArg = {
  /** Id of the resource. */
  id: number;
  /** A key the client makes once per request (a UUID) and sends again with every retry. */
  "Idempotency-Key": string;
  refundInput: RefundInput;
};
export type ListOrderEventsApiResponse =
  /** status 200 The events. */ OrderTimelineEvent[];
export type ListOrderEventsApiArg = {
  /** Id of the resource. */
  id: number;
};
export type ListMessageTemplatesApiResponse =
  /** status 200 The templates. */ MessageTemplate[];
export type ListMessageTemplatesApiArg = {
  format?: MessageFormat;
  occasion?: MessageOccasion;
  religion?: Religion;
};
export type CreateMessageTemplateApiResponse =
  /** status 201 The template added. */ MessageTemplate;
export type CreateMessageTemplateApiArg = {
  messageTemplateInput: MessageTemplateInput;
};
export type UpdateMessageTemplateApiResponse =
  /** status 200 The template saved. */ MessageTemplate;
export type UpdateMessageTemplateApiArg = {
  id: number;
  messageTemplateInput: MessageTemplateInput;
};
export type DeleteMessageTemplateApiResponse = unknown;
export type DeleteMessageTemplateApiArg = {
  id: number;
};
export type CorrectOrderBoardApiResponse =
  /** status 200 The order, with the corrected board. */ CustomerOrder;
export type CorrectOrderBoardApiArg = {
  /** Id of the resource. */
  id: number;
  boardCorrection: BoardCorrection;
};
export type ListBoardSymbolsApiResponse =
  /** status 200 The symbols. */ BoardSymbol[];
export type ListBoardSymbolsApiArg = void;
export type UploadImageApiResponse =
  /** status 201 The stored file. */ UploadResult;
export type UploadImageApiArg = {
  uploadImageRequest: UploadImageRequest;
};
export type GetUploadedFileApiResponse =
  /** status 200 The image. */ BinaryFile;
export type GetUploadedFileApiArg = {
  /** Stored file name, as returned in `UploadResult.fileName`. */
  fileName: string;
};
export type LoginApiResponse = /** status 200 Logged in. */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type CreateUserApiResponse =
  /** status 201 The created account. */ CreatedUser;
export type CreateUserApiArg = {
  createUserRequest: CreateUserRequest;
};
export type GeneralParameter = {
  id: number;
  /** Three-digit code, unique. */
  paramCode: string;
  paramName: string;
  /** The value text. */
  deskripsi: string;
};
export type Problem = {
  /** URI reference identifying the problem type. */
  type: string;
  /** Short summary of the problem type. */
  title: string;
  /** HTTP status code. */
  status: number;
  /** Explanation specific to this occurrence. */
  detail?: string;
};
export type ValidationProblem = {
  type: string;
  title: string;
  status: 400;
  /** Messages per field name (request JSON property, or query/path parameter name). */
  errors: {
    [key: string]: string[];
  };
};
export type GeneralParameterInput = {
  /** Three-digit code, not used by another parameter. */
  paramCode: string;
  paramName: string;
  /** The value text. */
  deskripsi: string;
};
export type OrderStatusValue =
  "Pending" | "Processing" | "Completed" | "Delivered" | "Cancelled";
export type LateTransaction = {
  orderID: number;
  customerName: string;
  phoneNumber: string;
  deliveryDate: string;
  /** Delivery time label (see `DeliveryTimeLabel`). */
  deliveryTime: string;
  status: OrderStatusValue;
  /** IDR, no decimals. */
  totalPrice: number;
};
export type LateTransactionsReport = {
  /** Today's date on the server. */
  date: string;
  /** Number of entries in `orders`. */
  count: number;
  orders: LateTransaction[];
};
export type DashboardSummary = {
  totalOrders: number;
  pendingOrders: number;
  processingOrders: number;
  completedOrders: number;
  deliveredOrders: number;
  cancelledOrders: number;
  /** IDR, no decimals. */
  totalRevenue: number;
  /** IDR, no decimals. */
  paidRevenue: number;
  totalCategories: number;
  totalProducts: number;
  activeGalleryImages: number;
  generatedAt: string;
};
export type KasReport = {
  currency: "IDR";
  /** IDR, no decimals. */
  paidAmount: number;
  /** IDR, no decimals. */
  pendingAmount: number;
  /** IDR, no decimals. */
  failedAmount: number;
  /** IDR, no decimals. */
  refundedAmount: number;
  /** IDR, no decimals. Paid minus refunded; may be negative. */
  netCash: number;
  generatedAt: string;
};
export type DailySummary = {
  date: string;
  orderCount: number;
  /** IDR, no decimals. Sum of `totalPrice`. */
  totalRevenue: number;
  byStatus: {
    Pending: number;
    Processing: number;
    Completed: number;
    Delivered: number;
    Cancelled: number;
  };
  byPaymentStatus: {
    Pending: number;
    Paid: number;
    Failed: number;
    Refunded: number;
  };
  byDeliveryTime: {
    deliveryTime: string;
    count: number;
  }[];
};
export type StatusNominal = {
  status: OrderStatusValue;
  count: number;
  /** IDR, no decimals. Sum of `totalPrice` of the orders in this status. */
  nominal: number;
};
export type GalleryImage = {
  id: number;
  title: string;
  description: string | null;
  /** JPEG as plain base64 (no `data:` prefix). Empty string when listed with `includeImages=false`. */
  imageBase64: string;
  isActive: boolean;
  /** Lower appears first. */
  displayOrder: number;
  createdBy: string;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string | null;
};
export type GalleryPage = {
  data: GalleryImage[];
  /** Number of images matching the filter, over all pages. */
  totalRecords: number;
  /** Number of pages (0 when there are no images). */
  totalPages: number;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};
export type GalleryImageInput = {
  title: string;
  description?: string | null;
  /** JPEG as plain base64 or as a data URL (`data:image/jpeg;base64,…`). */
  imageBase64: string;
  isActive?: boolean;
  displayOrder?: number;
  /** The client sends `admin`; `admin` is recorded when omitted. */
  createdBy?: string;
};
export type GalleryImageEnvelope = {
  success: true;
  data: GalleryImage;
};
export type GalleryImageResponse = GalleryImage | GalleryImageEnvelope;
export type GalleryImageUpdate = {
  /** Must equal the path id. */
  id: number;
  title: string;
  description?: string | null;
  /** New JPEG as plain base64 or data URL; empty or omitted keeps the current picture. */
  imageBase64?: string;
  isActive?: boolean;
  displayOrder?: number;
  /** Ignored (the original creator is kept). */
  createdBy?: string;
  /** The client sends `admin`; `admin` is recorded when omitted. */
  updatedBy?: string;
};
export type GalleryOrderUpdate = {
  displayOrder: number;
};
export type ProductKind = "bouquet" | "board" | "standing";
export type BoardLineKey = "headline" | "recipient" | "sender" | "extra";
export type BoardLineSpec = {
  key: BoardLineKey;
  /** The shop's name for the line. */
  label: string;
  /** The most characters the line may hold on this size, spaces included. */
  maxChars: number;
  required: boolean;
};
export type BoardStyle = "gabus" | "printing";
export type BoardSpec = {
  /** The size as the shop writes it. */
  size: string;
  widthCm: number;
  heightCm: number;
  lines: BoardLineSpec[];
  styles: BoardStyle[];
  /** Characters included in the price. */
  freeChars: number;
  /** IDR per character over `freeChars`. */
  pricePerExtraChar: number;
};
export type ProductAttribute = {
  attributeID: number;
  productID: number;
  attributeName: string;
  attributeValue: string;
};
export type FlowerProduct = {
  kind?: ProductKind;
  /** Proposed (tag MessageTemplates). A board's size, lines and text price; only on kind `board`. */
  board?: BoardSpec | (null | null);
  productID: number;
  categoryID: number;
  productName: string;
  description: string;
  /** IDR, no decimals. */
  price: number;
  /** Data URL, absolute http(s) URL or a site-relative path; empty or the placeholder `string` when the product has no image. */
  imageUrl: string;
  /** 0 to 5 stars, shown to one decimal. Clients use 4.5 when it is missing. */
  rating?: number;
  /** Ordered by `attributeID`. */
  productAttributes: ProductAttribute[];
};
export type FlowerCategory = {
  categoryID: number;
  categoryName: string;
  description: string;
  /** Data URL, absolute http(s) URL or a site-relative path. */
  imageUrl: string;
  /** IDR, no decimals. */
  priceRangeStart: number;
  /** IDR, no decimals. */
  priceRangeEnd: number;
  isPopular: boolean;
  /** The category's products ordered by `productID`; its length is the product count. */
  flowerProducts: FlowerProduct[];
};
export type FlowerCategoryInput = {
  categoryName: string;
  description: string;
  /** IDR, no decimals. */
  priceRangeStart: number;
  /** IDR, no decimals. */
  priceRangeEnd: number;
  isPopular?: boolean;
  /** Compressed JPEG data URL, or a link. */
  imageUrl: string;
};
export type FlowerCategoryUpdate = {
  /** Must equal the path id. */
  categoryID: number;
  categoryName: string;
  description: string;
  /** IDR, no decimals. */
  priceRangeStart: number;
  /** IDR, no decimals. */
  priceRangeEnd: number;
  isPopular?: boolean;
  /** New compressed JPEG data URL, or the existing link. */
  imageUrl: string;
};
export type CategoryPlaceholder = {
  categoryID?: number;
  categoryName?: string;
  description?: string;
  imageUrl?: string;
  /** IDR, no decimals. */
  priceRangeStart?: number;
  /** IDR, no decimals. */
  priceRangeEnd?: number;
  isPopular?: boolean;
};
export type ProductAttributeInput = {
  attributeID?: number;
  productID?: number;
  attributeName: string;
  attributeValue: string;
  /** Placeholder (the client sends `string`); ignored. */
  flowerProduct?: string | null;
};
export type FlowerProductInput = {
  /** Placeholder, the client sends 0; ignored. */
  productID?: number;
  /** Existing category. */
  categoryID: number;
  productName: string;
  description: string;
  /** IDR, no decimals. */
  price: number;
  /** The create form sends 0. */
  rating?: number;
  /** JPEG data URL, a link, or the placeholder `string` when no image was chosen. */
  imageUrl: string;
  flowerCategory?: CategoryPlaceholder;
  productAttributes?: ProductAttributeInput[];
};
export type FlowerProductUpdate = {
  /** Must equal the path id. */
  productID: number;
  /** Existing category (a product may be moved). */
  categoryID: number;
  productName: string;
  description: string;
  /** IDR, no decimals. */
  price: number;
  /** The edit form sends the current rating back unchanged. */
  rating?: number;
  /** New JPEG data URL, else the existing link, else the placeholder `string` (no image). */
  imageUrl: string;
  flowerCategory?: CategoryPlaceholder;
  productAttributes?: ProductAttributeInput[];
};
export type MessageOccasion =
  | "duka"
  | "pernikahan"
  | "pembukaan"
  | "ulang_tahun"
  | "wisuda"
  | "selamat"
  | "lebaran"
  | "imlek"
  | "natal"
  | "hari_ibu"
  | "valentine";
export type Religion =
  "islam" | "kristen" | "katolik" | "hindu" | "buddha" | "konghucu" | "umum";
export type BoardLines = {
  headline: string;
  recipient: string;
  sender: string;
  extra?: string;
};
export type BoardOrderInput = {
  occasion: MessageOccasion;
  religion?: Religion;
  lines: BoardLines;
  style: BoardStyle;
  /** A `BoardSymbol.symbol`; `none` for no symbol. */
  symbol: string;
  /** When the event (the wedding, the funeral, the opening) starts. */
  eventAt?: string;
  /** Where the event is (rumah duka, gedung). */
  venue?: string;
};
export type BoardOrder = BoardOrderInput & {
  /** The characters counted for the surcharge (every line, no spaces). */
  characters: number;
};
export type OrderStatus = {
  statusID: number;
  orderID: number;
  status: OrderStatusValue;
  confirmationDate: string;
};
export type PaymentStatusValue = "Pending" | "Paid" | "Failed" | "Refunded";
export type Payment = {
  paymentID: number;
  orderID: number;
  /** IDR, no decimals. */
  paymentAmount: number;
  paymentStatus: PaymentStatusValue;
  paymentDate: string;
};
export type DeliveryInfo = {
  deliveryID: number;
  orderID: number;
  deliveryDate: string;
  /** Delivery time label (see `DeliveryTimeLabel`). */
  deliveryTime: string;
  recipientName: string;
  recipientPhone: string;
  deliveryAddress: string;
};
export type Fulfilment = "delivery" | "pickup";
export type DeliveryZoneId = string;
export type ArrangementPhotoState =
  "pending" | "approved" | "change_requested" | "auto_approved";
export type ArrangementPhoto = {
  photoID: number;
  imageUrl: string;
  takenAt: string;
  state: ArrangementPhotoState;
  /** The change the customer asked for (only when `change_requested`). */
  note: string | null;
  /** When the customer answered, or the window closed for `auto_approved`. */
  answeredAt: string | null;
  /** When the photo counts as approved without an answer. */
  answerDueAt: string;
};
export type DeliveryOutcome = "delivered" | "carded" | "returned" | "failed";
export type DeliveryProof = {
  proofID: number;
  orderID: number;
  outcome: DeliveryOutcome;
  receivedBy: string | null;
  note: string | null;
  photoUrl: string | null;
  signatureUrl: string | null;
  filedAt: string;
  /** The username of who filed it. */
  filedBy: string | null;
};
export type PaymentMethod =
  | "qris"
  | "va_bca"
  | "va_mandiri"
  | "va_bni"
  | "va_bri"
  | "gopay"
  | "shopeepay"
  | "dana"
  | "ovo";
export type PaymentProvider = "midtrans" | "xendit";
export type PaidVia = {
  kind: "gateway" | "proof";
  method?: PaymentMethod;
  provider?: PaymentProvider;
} | null;
export type CustomerOrder = {
  /** Proposed (tag MessageTemplates). The words for the card, apart from `specialMessage` (instructions for the shop and the courier). */
  cardMessage?: string | null;
  /** Proposed (tag MessageTemplates). A bunga papan's text, as composed. */
  board?: BoardOrder | (null | null);
  /** Proposed (tag MessageTemplates). The board's text surcharge, IDR, computed by the server and part of the grand total (`totalPrice` + `deliveryFee` + `textSurcharge`). */
  textSurcharge?: number;
  orderID: number;
  /** The recipient's name. */
  customerName: string;
  phoneNumber: string;
  address: string;
  specialMessage: string | null;
  quantity: number;
  /** IDR, no decimals. */
  unitPrice: number;
  /** IDR, no decimals. Unit price times quantity. */
  totalPrice: number;
  orderDate: string;
  /** Delivery day (midnight). */
  deliveryDate: string;
  /** Delivery time label (see `DeliveryTimeLabel`); older orders may hold other text. */
  deliveryTime: string;
  /** The ordered product; it may have been deleted since. */
  productID: number;
  /** Snapshot of the product taken when the order was placed; null when unknown. */
  flowerProduct: {
    productID: number;
    productName: string;
    description: string;
    imageUrl: string;
  } | null;
  orderStatuses: OrderStatus[];
  payments: Payment[];
  deliveryInfos: DeliveryInfo[];
  fulfilment?: Fulfilment;
  deliveryZoneId?: DeliveryZoneId;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Delivery fee, IDR, no decimals; separate from `totalPrice` (the fee due, as checked). */
  deliveryFee?: number;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, the province. */
  provinsi?: string;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, the city (kota) or regency (kabupaten). */
  kotaKabupaten?: string;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, the district. */
  kecamatan?: string;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, the village or urban ward (kelurahan/desa). */
  kelurahan?: string;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, the five-digit postal code. */
  kodePos?: string;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, street, number, building, RT/RW. */
  detail?: string;
  /** Proposed. Present only on orders placed with the proposed delivery fields. Address part, a landmark for the courier. */
  patokan?: string;
  /** Proposed. The key to the customer's order page (`GET /api/public/orders/{orderID}?token=…`): random, at least 128 bits, URL-safe. Given to the customer when the order is placed and to staff, who send the order page link with their WhatsApp updates. */
  trackingToken?: string;
  /** Proposed (tag Doorstep). The Driver whose run has the delivery; null when on no run. */
  driver?: string | null;
  /** Proposed (tag Doorstep). The stop's place on that run, 1 first. */
  runPosition?: number | null;
  /** Proposed (tag Doorstep). The photos of the finished arrangement with the customer's answers (a change request with its note), newest first. */
  arrangementPhotos?: ArrangementPhoto[];
  /** Proposed (tag Doorstep). The proofs filed at the door, newest first. */
  deliveryProofs?: DeliveryProof[];
  /** Proposed (tag Gateway). How the order's money came: through the gateway (with the method of its latest paid session) or by an approved payment proof; null while nothing is paid. */
  paidVia?: PaidVia;
  /** Proposed (tag Gateway). IDR paid: approved proofs plus the gateway's paid sessions, less refunds of them, at most the grand total. */
  amountPaid?: number;
};
export type OrderProblemCode =
  | "line_too_long"
  | "line_required"
  | "unsupported_character"
  | "symbol_religion_conflict"
  | "event_too_soon"
  | "card_too_long";
export type OrderProblem = ValidationProblem & {
  code?: OrderProblemCode;
  /** The refusal's code per field in `errors` (the words' rules only). */
  codes?: {
    [key: string]: OrderProblemCode;
  };
};
export type DeliveryTimeLabel =
  | "Pagi (08:00 - 12:00)"
  | "Siang (12:00 - 17:00)"
  | "Sore (17:00 - 20:00)"
  | "Kapan Saja";
export type OrderInputProductAttribute = {
  attributeID?: number;
  productID?: number;
  attributeName?: string;
  attributeValue?: string;
  /** The product name. */
  flowerProduct?: string | null;
};
export type OrderInputProduct = {
  productID?: number;
  categoryID?: number;
  productName?: string;
  description?: string;
  /** IDR, no decimals. */
  price?: number;
  rating?: number;
  imageUrl?: string;
  flowerCategory?: CategoryPlaceholder;
  productAttributes?: OrderInputProductAttribute[];
};
export type OrderInputStatus = {
  statusID?: number;
  orderID?: number;
  status?: string;
  confirmationDate?: string;
  /** Placeholder; ignored. */
  customerOrder?: string | null;
};
export type OrderInputPayment = {
  paymentID?: number;
  orderID?: number;
  /** IDR, no decimals. */
  paymentAmount?: number;
  paymentStatus?: string;
  paymentDate?: string;
  /** Placeholder; ignored. */
  customerOrder?: string | null;
};
export type OrderInputDeliveryInfo = {
  deliveryID?: number;
  orderID?: number;
  /** Delivery day, as a date-time or a `YYYY-MM-DD` date. */
  deliveryDate?: string;
  deliveryTime?: string;
  recipientName?: string;
  recipientPhone?: string;
  deliveryAddress?: string;
  /** Placeholder; ignored. */
  customerOrder?: string | null;
};
export type CustomerOrderInput = {
  /** Proposed (tag MessageTemplates). The words for the card, at most 200 characters (`card_too_long`); `specialMessage` stays for instructions. */
  cardMessage?: string | null;
  /** Proposed (tag MessageTemplates). Required for a product of kind `board`, refused for any other (`errors.board`). A `textSurcharge` sent is ignored: the server computes it. */
  board?: BoardOrderInput | (null | null);
  /** Placeholder, the client sends 0; ignored. */
  orderID?: number;
  /** The recipient's name. */
  customerName: string;
  /** Existing product. */
  productID: number;
  quantity: number;
  /** IDR, no decimals. */
  unitPrice: number;
  /** IDR, no decimals. Unit price times quantity. */
  totalPrice: number;
  /** Optional special instructions. */
  specialMessage?: string | null;
  orderDate: string;
  /** Delivery day (tomorrow or later), as a date-time or a `YYYY-MM-DD` date. */
  deliveryDate: string;
  deliveryTime: DeliveryTimeLabel;
  phoneNumber: string;
  address: string;
  flowerProduct?: OrderInputProduct;
  orderStatuses?: OrderInputStatus[];
  payments?: OrderInputPayment[];
  deliveryInfos?: OrderInputDeliveryInfo[];
  fulfilment?: Fulfilment;
  deliveryZoneId?: DeliveryZoneId;
  /** Proposed. Delivery fee, IDR, no decimals; separate from `totalPrice` (see the delivery rules of createCustomerOrder). */
  deliveryFee?: number;
  /** Proposed. Address part, the province. */
  provinsi?: string;
  /** Proposed. Address part, the city (kota) or regency (kabupaten). */
  kotaKabupaten?: string;
  /** Proposed. Address part, the district. */
  kecamatan?: string;
  /** Proposed. Address part, the village or urban ward (kelurahan/desa). */
  kelurahan?: string;
  /** Proposed. Address part, the five-digit postal code. */
  kodePos?: string;
  /** Proposed. Address part, street, number, building, RT/RW. */
  detail?: string;
  /** Proposed. Address part, a landmark for the courier. */
  patokan?: string;
};
export type CustomerOrderUpdate = {
  /** Must equal the path id. */
  orderID: number;
  customerName: string;
  phoneNumber: string;
  address: string;
  specialMessage?: string | null;
  quantity: number;
  /** IDR, no decimals. */
  unitPrice: number;
  /** IDR, no decimals. Unit price times quantity. */
  totalPrice: number;
  /** Delivery day, as a date-time or a `YYYY-MM-DD` date. */
  deliveryDate: string;
  deliveryTime: DeliveryTimeLabel;
};
export type OrderStatusUpdate = {
  status: OrderStatusValue;
};
export type PaymentStatusUpdate = {
  paymentStatus: PaymentStatusValue;
};
export type PublicOrderHistoryEntry = {
  kind: "status" | "payment";
  /** An `OrderStatusValue` (kind `status`) or a `PaymentStatusValue` (kind `payment`). */
  value: string;
  at: string;
};
export type PaymentProofState = "pending" | "approved" | "rejected";
export type PublicPaymentProof = {
  proofID: number;
  uploadedAt: string;
  state: PaymentProofState;
  /** Why the shop refused it (only when `rejected`). */
  reason: string | null;
  reviewedAt: string | null;
};
export type PublicDeliveryProof = {
  outcome: DeliveryOutcome;
  photoUrl: string | null;
  receivedBy: string | null;
  filedAt: string;
};
export type PaymentPurpose = "deposit" | "balance";
export type PaymentSessionStatus =
  | "pending"
  | "paid"
  | "expired"
  | "cancelled"
  | "failed"
  | "paid_late"
  | "duplicate"
  | "refunded";
export type PaymentSession = {
  sessionID: number;
  /** The id the gateway knows the session by (Midtrans' `order_id`, Xendit's `external_id`), unique per session. */
  reference: string;
  provider: PaymentProvider;
  method: PaymentMethod;
  purpose: PaymentPurpose;
  /** IDR to pay, computed by the server. */
  amount: number;
  status: PaymentSessionStatus;
  createdAt: string;
  expiresAt: string;
  /** When the gateway's notification said it was paid. */
  paidAt: string | null;
  /** IDR the gateway reported as paid (may differ from `amount`). */
  paidAmount: number | null;
  qrString?: string;
  vaNumber?: string;
  billerCode?: string;
  billKey?: string;
  deeplinkUrl?: string;
};
export type PublicOrder = {
  /** Proposed (tag MessageTemplates). The card's words. */
  cardMessage?: string | null;
  /** Proposed (tag MessageTemplates). The board's text, as composed. */
  board?: BoardOrder | (null | null);
  /** Proposed (tag MessageTemplates). The board's text surcharge, in `grandTotal`. */
  textSurcharge?: number;
  orderID: number;
  productName: string;
  imageUrl: string;
  quantity: number;
  unitPrice: number;
  /** Unit price times quantity. */
  totalPrice: number;
  /** The delivery fee; null when the order was placed without one. */
  deliveryFee: number | null;
  /** `totalPrice` + `deliveryFee` (+ `textSurcharge`, proposed). */
  grandTotal: number;
  orderDate: string;
  deliveryDate: string;
  deliveryTime: string;
  fulfilment: ("delivery" | "pickup" | null) | null;
  recipientFirstName: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  /** Status and payment changes, oldest first (the order's placing first). */
  history: PublicOrderHistoryEntry[];
  /** 50 % of `grandTotal`, rounded up. */
  depositAmount: number;
  /** `orderDate` + 48 hours. */
  depositDueAt: string;
  /** IDR paid: the approved proofs, plus (proposed) the gateway's paid sessions less the refunds of them, at most `grandTotal`. */
  amountPaid: number;
  /** The proofs sent, newest first. */
  proofs: PublicPaymentProof[];
  /** Proposed: the photos of the finished arrangement, newest first (absent where the backend does not have them). */
  arrangementPhotos?: ArrangementPhoto[];
  /** Proposed: what happened at the door, newest first (absent where the backend does not have them). */
  deliveryProofs?: PublicDeliveryProof[];
  /** Proposed: the order's payment sessions with the gateway, newest first (absent where the backend does not have them). */
  paymentSessions?: PaymentSession[];
};
export type PaymentProofProblemCode =
  "unsupported_type" | "empty_file" | "file_too_large" | "order_cancelled";
export type PaymentProofProblem = ValidationProblem & {
  code?: PaymentProofProblemCode;
};
export type PaymentProofUpload = {
  /** JPG, PNG or GIF image, at most 5 MB. */
  file: Blob;
};
export type PaymentProof = {
  proofID: number;
  orderID: number;
  uploadedAt: string;
  state: PaymentProofState;
  reason: string | null;
  reviewedAt: string | null;
  /** The user name of the staff member who reviewed it. */
  reviewedBy: string | null;
  /** IDR recorded as paid when approved. */
  amountPaid: number | null;
  contentType: "image/jpeg" | "image/png" | "image/gif";
  size: number;
  order: {
    customerName: string;
    productName: string;
    totalPrice: number;
    deliveryFee: number;
    grandTotal: number;
    depositAmount: number;
    depositDueAt: string;
    paymentStatus: PaymentStatusValue;
    status: OrderStatusValue;
  };
};
export type PaymentProofReview = {
  decision: "approve" | "reject";
  /** Required to reject; shown to the customer. */
  reason?: string;
  /** IDR paid, when approving; the deposit when left out. */
  amountPaid?: number;
};
export type BinaryFile = Blob;
export type DeliveryWindow = {
  label: DeliveryTimeLabel;
  /** Start, `HH:mm` shop time; null for a window without hours (`Kapan Saja`). */
  start: string | null;
  /** End, `HH:mm` shop time, after `start`; null together with `start`. */
  end: string | null;
  /** Orders a day in this window; null for no limit. */
  capacity: number | null;
};
export type DeliveryZone = {
  id: DeliveryZoneId;
  name: string;
  /** Kota/kabupaten and kecamatan names of the zone, matched case-insensitively against an order's `kecamatan`, then its `kotaKabupaten` (a leading `Kota`, `Kabupaten` or `Kecamatan` ignored). An area belongs to one zone only. */
  areas: string[];
  /** Delivery fee, IDR, no decimals. */
  fee: number;
};
export type DeliverySettings = {
  /** Orders for the shop's today are taken before this time, `HH:mm` shop time; null: no same-day delivery, the earliest delivery day is the shop's tomorrow. */
  sameDayCutoff: string | null;
  /** Shop calendar days without deliveries, `YYYY-MM-DD`. */
  closedDates: string[];
  /** The delivery windows offered, each delivery time at most once. */
  windows: DeliveryWindow[];
  zones: DeliveryZone[];
  /** Delivery within a zone is free when `totalPrice` reaches this amount, IDR; null: never. */
  freeDeliveryFrom: number | null;
  /** Where customers pick orders up; null when the shop offers no pickup. */
  pickupAddress: string | null;
  /** Fee for a delivery outside every zone, IDR; null refuses such deliveries. */
  outOfAreaFee: number | null;
  /** Optional. Days of notice per category: key the category id, value the days; an order of that category is delivered on the shop's today + that many days or later. */
  leadDays?: {
    [key: string]: number;
  };
  /** Optional. Minutes the customer has to answer an arrangement photo before it counts as approved (30 when absent; see the Doorstep tag). */
  arrangementApprovalMinutes?: number;
};
export type DeliveryWindowAvailability = {
  label: DeliveryTimeLabel;
  /** Whether an order can still take this window on this day. */
  available: boolean;
  /** Places left (capacity minus the day's orders in it); null for no limit. */
  remaining: number | null;
};
export type DeliveryDay = {
  date: string;
  /** Whether orders can be delivered on this day. */
  open: boolean;
  /** Why the day is not open (absent when open): `past` before the shop's today, `closed` a closed date, `cutoff` the shop's today without same-day delivery or after the cut-off, `lead` within the category's lead days. */
  reason?: "closed" | "cutoff" | "past" | "lead";
  windows: DeliveryWindowAvailability[];
};
export type DeliveryAssignment = {
  orderID: number;
  driver: string | null;
  /** The stop's place on the run, 1 first; null when on no run. */
  position: number | null;
};
export type DeliveryAssignmentInput = {
  /** The Driver account's username; null takes the order off every run. */
  driver: string | null;
  /** The stop's place on the run, 1 first; the end of the run when absent. */
  position?: number;
};
export type DeliveryStopAddress = {
  /** The street address as the order holds it. */
  address: string;
  kelurahan: string | null;
  kecamatan: string | null;
  kotaKabupaten: string | null;
  provinsi: string | null;
  kodePos: string | null;
  /** The landmark the customer gave. */
  patokan: string | null;
};
export type DeliveryStop = {
  /** Proposed (tag MessageTemplates). The board's text, as composed. */
  board?: BoardOrder | (null | null);
  orderID: number;
  position: number;
  /** The delivery window's label. */
  deliveryTime: string;
  recipientName: string;
  recipientPhone: string;
  address: DeliveryStopAddress;
  productName: string;
  imageUrl: string;
  quantity: number;
  /** The message for the card. */
  cardMessage: string | null;
  fulfilment: Fulfilment;
  status: OrderStatusValue;
  /** IDR still to collect at the door; 0 when nothing is. */
  amountDue: number;
  /** The outcome of the latest proof filed for the stop (`DeliveryOutcome`), null before any. */
  outcome: ("delivered" | "carded" | "returned" | "failed" | null) | null;
};
export type DeliveryRun = {
  driver: string;
  date: string;
  stops: DeliveryStop[];
};
export type ArrangementPhotoUpload = {
  /** JPG or PNG image, at most 5 MB. */
  file: Blob;
};
export type ArrangementAnswer = {
  decision: "approve" | "change";
  /** What to change (required for `change`). */
  note?: string;
};
export type DeliveryProofConflict = Problem & {
  code: "already_delivered";
};
export type DeliveryProofUpload = {
  outcome: DeliveryOutcome;
  /** Who received it. */
  receivedBy?: string;
  note?: string;
  /** JPG or PNG, at most 5 MB; required for `delivered`. */
  photo?: Blob;
  /** The receiver's signature, PNG, at most 5 MB. */
  signature?: Blob;
};
export type SessionMinutes = {
  qris: number;
  va: number;
  ewallet: number;
};
export type PaymentOptions = {
  /** Whether the shop takes payments through its gateway. */
  enabled: boolean;
  provider: PaymentProvider;
  /** The methods offered, in the shop's order. */
  methods: PaymentMethod[];
  sessionMinutes: SessionMinutes;
  /** Whether a bank transfer with a payment proof is still accepted. */
  manualTransfer: boolean;
};
export type PaymentSessionProblemCode =
  "already_paid" | "order_cancelled" | "amount_zero" | "method_unavailable";
export type PaymentSessionProblem = ValidationProblem & {
  code?: PaymentSessionProblemCode;
};
export type PaymentSessionInput = {
  purpose: PaymentPurpose;
  method: PaymentMethod;
};
export type NotificationReceipt = {
  /** `applied` the session changed; `ignored` nothing changed (a replay, a state going backwards, a state that is not final); `flagged` kept for staff (an amount that differs, a late or duplicate payment). */
  outcome: "applied" | "ignored" | "flagged";
  sessionID?: number;
  status?: PaymentSessionStatus;
};
export type MidtransNotification = {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key?: string;
  transaction_status:
    | "capture"
    | "settlement"
    | "pending"
    | "deny"
    | "cancel"
    | "expire"
    | "failure"
    | "refund"
    | "partial_refund";
  transaction_id?: string;
  payment_type?: string;
  fraud_status?: string;
  transaction_time?: string;
};
export type XenditInvoiceCallback = {
  id: string;
  external_id: string;
  status: "PENDING" | "PAID" | "SETTLED" | "EXPIRED";
  amount: number;
  paid_amount?: number;
  payment_method?: string;
  payment_channel?: string;
  paid_at?: string;
};
export type PaymentSettings = {
  enabled: boolean;
  provider: PaymentProvider;
  methods: PaymentMethod[];
  sessionMinutes: SessionMinutes;
  manualTransfer: boolean;
  /** Whether the server holds the chosen gateway's keys (never sent). */
  connected: boolean;
};
export type PaymentSettingsInput = {
  enabled: boolean;
  provider: PaymentProvider;
  methods: PaymentMethod[];
  sessionMinutes: SessionMinutes;
  manualTransfer: boolean;
};
export type StaffPaymentSession = PaymentSession & {
  orderID: number;
  customerName: string;
  grandTotal: number;
  /** IDR the order has paid (capped at the grand total). */
  amountPaid: number;
  /** The `SessionAttention` of a session that needs a person, else null. */
  attention: ("amount_mismatch" | "paid_late" | "duplicate" | null) | null;
  /** When staff settled the flag; null while it is open. */
  resolvedAt: string | null;
};
export type PaymentSessionResolution = {
  decision: "accept" | "refund";
};
export type SessionAttention = "amount_mismatch" | "paid_late" | "duplicate";
export type RefundTaskState = "open" | "done";
export type RefundTask = {
  taskID: number;
  orderID: number;
  customerName: string;
  sessionID: number;
  method: PaymentMethod;
  provider: PaymentProvider;
  reference: string;
  /** IDR to return. */
  amount: number;
  /** IDR already returned of this session. */
  refunded: number;
  cause: SessionAttention;
  state: RefundTaskState;
  createdAt: string;
  doneAt: string | null;
};
export type RefundMethod = "gateway" | "manual";
export type Refund = {
  refundID: number;
  orderID: number;
  sessionID: number | null;
  amount: number;
  reason: string;
  method: RefundMethod;
  createdAt: string;
  createdBy: string | null;
};
export type RefundProblem = ValidationProblem & {
  code?: "amount_exceeds_paid" | "gateway_refund_unavailable";
};
export type RefundInput = {
  amount: number;
  reason: string;
  method: RefundMethod;
  /** The session whose money is returned; absent for the order's money as a whole. */
  sessionID?: number;
};
export type OrderTimelineEventType =
  | "order_placed"
  | "status_changed"
  | "payment_status_changed"
  | "session_created"
  | "session_paid"
  | "session_expired"
  | "session_cancelled"
  | "session_failed"
  | "session_paid_late"
  | "session_duplicate"
  | "session_amount_mismatch"
  | "session_resolved"
  | "refund"
  | "proof_uploaded"
  | "proof_approved"
  | "proof_rejected"
  | "arrangement_photo"
  | "arrangement_approved"
  | "arrangement_change_requested"
  | "board_text_corrected"
  | "delivery_proof";
export type OrderTimelineEvent = {
  at: string;
  type: OrderTimelineEventType;
  actor: {
    kind: "user" | "customer" | "system";
    /** The staff account, the gateway (`Midtrans`, `Xendit`), or null. */
    name: string | null;
  };
  /** The new status or payment status, the delivery outcome, the arrangement answer, a late payment `kept` or sent to `refund`, a resolution's `accept` or `refund`. */
  value?: string;
  amount?: number;
  provider?: PaymentProvider;
  /** The payment method, or `manual` / `gateway` for a refund. */
  method?: string;
  reference?: string;
  /** A reason, a customer's note, who received a delivery; shown as text. */
  note?: string;
};
export type MessageFormat = "board" | "card";
export type BoardTemplateLines = {
  headline: string;
  recipient?: string;
  sender?: string;
  extra?: string;
};
export type MessageTemplateInput = {
  format: MessageFormat;
  occasion: MessageOccasion;
  /** Absent or null when the template suits every religion. */
  religion?: Religion | (null | null);
  lines?: BoardTemplateLines;
  text?: string;
};
export type MessageTemplate = MessageTemplateInput & {
  templateID: number;
};
export type BoardTextLocked = Problem & {
  code: "board_text_locked";
};
export type BoardCorrection = {
  lines: BoardLines;
  /** A `BoardSymbol.symbol`; `none` for no symbol. */
  symbol: string;
};
export type BoardSymbol = {
  /** The symbol's id, as an order names it. */
  symbol: string;
  label: string;
  /** How the preview draws it (text); empty for `none`. */
  glyph: string;
  /** The religions that allow it. */
  religions: Religion[];
};
export type UploadResult = {
  /** Absolute URL of the stored file (served by `GET /api/Upload/{fileName}`). */
  url: string;
  fileName: string;
  contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
  /** Size in bytes. */
  size: number;
};
export type UploadImageRequest = {
  /** JPEG, PNG, GIF or WebP image, at most 5 MB. */
  file: Blob;
};
export type Role = "Owner" | "Admin" | "Manager" | "User" | "Driver";
export type LoginResponse = {
  /** Bearer token for the `Authorization` header. */
  token: string;
  username: string;
  role: Role;
  /** Customer profile id; null for an account without a profile (such an account may only use /app/flower). */
  idCustomer: number | null;
};
export type LoginRequest = {
  username: string;
  password: string;
};
export type CreatedUser = {
  id: number;
  username: string;
  role: Role;
};
export type CreateUserRequest = {
  username: string;
  password: string;
  /** Admin, User or Manager; `Driver` is proposed (tag Doorstep): a backend without the doorstep refuses it with `400` (`errors.role`). */
  role: "Admin" | "User" | "Manager" | "Driver";
};
export const {
  useListGeneralParametersQuery,
  useLazyListGeneralParametersQuery,
  useCreateGeneralParameterMutation,
  useGetGeneralParameterQuery,
  useLazyGetGeneralParameterQuery,
  useUpdateGeneralParameterMutation,
  useDeleteGeneralParameterMutation,
  useGetLateTransactionsTodayQuery,
  useLazyGetLateTransactionsTodayQuery,
  useGetDashboardSummaryQuery,
  useLazyGetDashboardSummaryQuery,
  useGetKasQuery,
  useLazyGetKasQuery,
  useGetSummaryByDateQuery,
  useLazyGetSummaryByDateQuery,
  useGetStatusNominalBackQuery,
  useLazyGetStatusNominalBackQuery,
  useListGalleryImagesQuery,
  useLazyListGalleryImagesQuery,
  useCreateGalleryImageMutation,
  useGetGalleryImageQuery,
  useLazyGetGalleryImageQuery,
  useUpdateGalleryImageMutation,
  useDeleteGalleryImageMutation,
  useUpdateGalleryImageOrderMutation,
  useListFlowerCategoriesQuery,
  useLazyListFlowerCategoriesQuery,
  useCreateFlowerCategoryMutation,
  useSearchFlowerCategoriesQuery,
  useLazySearchFlowerCategoriesQuery,
  useListPopularFlowerCategoriesQuery,
  useLazyListPopularFlowerCategoriesQuery,
  useGetFlowerCategoryQuery,
  useLazyGetFlowerCategoryQuery,
  useUpdateFlowerCategoryMutation,
  useDeleteFlowerCategoryMutation,
  useListFlowerProductsQuery,
  useLazyListFlowerProductsQuery,
  useCreateFlowerProductMutation,
  useListFlowerProductsByCategoryQuery,
  useLazyListFlowerProductsByCategoryQuery,
  useGetFlowerProductQuery,
  useLazyGetFlowerProductQuery,
  useUpdateFlowerProductMutation,
  useDeleteFlowerProductMutation,
  useListCustomerOrdersQuery,
  useLazyListCustomerOrdersQuery,
  useCreateCustomerOrderMutation,
  useGetCustomerOrderQuery,
  useLazyGetCustomerOrderQuery,
  useUpdateCustomerOrderMutation,
  useDeleteCustomerOrderMutation,
  useUpdateCustomerOrderStatusMutation,
  useUpdateCustomerOrderPaymentStatusMutation,
  useGetPublicOrderQuery,
  useLazyGetPublicOrderQuery,
  useUploadPaymentProofMutation,
  useListPaymentProofsQuery,
  useLazyListPaymentProofsQuery,
  useReviewPaymentProofMutation,
  useGetPaymentProofImageQuery,
  useLazyGetPaymentProofImageQuery,
  useGetDeliverySettingsQuery,
  useLazyGetDeliverySettingsQuery,
  useUpdateDeliverySettingsMutation,
  useGetDeliveryAvailabilityQuery,
  useLazyGetDeliveryAvailabilityQuery,
  useAssignDeliveryDriverMutation,
  useListDeliveryRunsQuery,
  useLazyListDeliveryRunsQuery,
  useUploadArrangementPhotoMutation,
  useAnswerArrangementPhotoMutation,
  useFileDeliveryProofMutation,
  useGetPaymentOptionsQuery,
  useLazyGetPaymentOptionsQuery,
  useCreatePaymentSessionMutation,
  useGetPaymentSessionQuery,
  useLazyGetPaymentSessionQuery,
  useReceiveMidtransNotificationMutation,
  useReceiveXenditNotificationMutation,
  useGetPaymentSettingsQuery,
  useLazyGetPaymentSettingsQuery,
  useUpdatePaymentSettingsMutation,
  useListPaymentSessionsQuery,
  useLazyListPaymentSessionsQuery,
  useResolvePaymentSessionMutation,
  useListRefundTasksQuery,
  useLazyListRefundTasksQuery,
  useCreateRefundMutation,
  useListOrderEventsQuery,
  useLazyListOrderEventsQuery,
  useListMessageTemplatesQuery,
  useLazyListMessageTemplatesQuery,
  useCreateMessageTemplateMutation,
  useUpdateMessageTemplateMutation,
  useDeleteMessageTemplateMutation,
  useCorrectOrderBoardMutation,
  useListBoardSymbolsQuery,
  useLazyListBoardSymbolsQuery,
  useUploadImageMutation,
  useGetUploadedFileQuery,
  useLazyGetUploadedFileQuery,
  useLoginMutation,
  useCreateUserMutation,
} = injectedRtkApi;
