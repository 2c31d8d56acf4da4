
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Media": [
      "Asset",
      "Audio",
      "Image"
    ],
    "UserError": [
      "ApproveMediaError",
      "ArchiveMediaError",
      "BulkMediaError",
      "ChangeEmailError",
      "ChangePasswordError",
      "ConfirmEmailChangeError",
      "CreateBundleError",
      "CreateCategoryError",
      "CreatePlatformError",
      "CreateTagError",
      "DeleteAccountError",
      "DeleteBundleError",
      "DeleteCategoryError",
      "DeleteMediaError",
      "DeletePlatformError",
      "DeleteTagError",
      "GenerateVideoError",
      "ReauthenticateError",
      "RefreshSessionError",
      "RejectMediaError",
      "ReprocessMediaError",
      "RequestEmailLinkError",
      "RequestPasswordResetError",
      "ResetPasswordError",
      "RevokeSessionError",
      "SendVerificationEmailError",
      "SetUserDisabledError",
      "SignInError",
      "SignInWithEmailLinkError",
      "SignUpError",
      "SubmitMediaError",
      "TipError",
      "TrackEventsError",
      "UnarchiveMediaError",
      "UpdateBundleError",
      "UpdateCategoryError",
      "UpdateMediaError",
      "UpdatePlatformError",
      "UpdateProfileError",
      "UpdateTagError",
      "VerifyEmailError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Media": [
      "Asset",
      "Audio",
      "Image"
    ],
    "UserError": [
      "ApproveMediaError",
      "ArchiveMediaError",
      "BulkMediaError",
      "ChangeEmailError",
      "ChangePasswordError",
      "ConfirmEmailChangeError",
      "CreateBundleError",
      "CreateCategoryError",
      "CreatePlatformError",
      "CreateTagError",
      "DeleteAccountError",
      "DeleteBundleError",
      "DeleteCategoryError",
      "DeleteMediaError",
      "DeletePlatformError",
      "DeleteTagError",
      "GenerateVideoError",
      "ReauthenticateError",
      "RefreshSessionError",
      "RejectMediaError",
      "ReprocessMediaError",
      "RequestEmailLinkError",
      "RequestPasswordResetError",
      "ResetPasswordError",
      "RevokeSessionError",
      "SendVerificationEmailError",
      "SetUserDisabledError",
      "SignInError",
      "SignInWithEmailLinkError",
      "SignUpError",
      "SubmitMediaError",
      "TipError",
      "TrackEventsError",
      "UnarchiveMediaError",
      "UpdateBundleError",
      "UpdateCategoryError",
      "UpdateMediaError",
      "UpdatePlatformError",
      "UpdateProfileError",
      "UpdateTagError",
      "VerifyEmailError"
    ]
  }
};
      export default result;
    