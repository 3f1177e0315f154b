import Foundation

extension OpenAICompatibleResponder {
    /// `value` as a base address, checked as `AICHATS_API_BASE` is (http or https, with a host);
    /// the error says what to write.
    public static func validatedBaseURL(_ value: String) throws(BackendSettingsError) -> URL {
        try baseURL(value)
    }
}
