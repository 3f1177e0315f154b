import Foundation

extension URL {
    /// `{base}/{path}` of an OpenAI-compatible server, with or without trailing slashes on the
    /// base (`base_url` is written both ways): the chat, the model list and the probes all ask
    /// their endpoint here, so that they agree on where it is.
    func openAIEndpoint(_ path: String) -> URL {
        var base = absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + path) ?? appendingPathComponent(path)
    }
}
