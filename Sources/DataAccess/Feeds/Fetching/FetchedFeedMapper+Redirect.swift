import Domain
import Foundation

extension FetchedFeedMapper {
    /// The longest new address kept: a redirect's `Location` is the server's to write.
    static let maximumRedirectLength = 2048

    /// Where the helper says the fetch's redirects led, kept only when it is an http or https
    /// address with a host and no user part, as the helper writes it: anything else is no move
    /// the app will offer to write into the feed list.
    static func redirect(_ unchecked: FeedRedirect?) -> FeedRedirect? {
        guard let unchecked, unchecked.address.utf8.count <= maximumRedirectLength,
              UntrustedText.clean(unchecked.address) == unchecked.address,
              let address = try? FeedAddress(unchecked.address), address.text == unchecked.address,
              ["http", "https"].contains(URLComponents(string: address.text)?.scheme?.lowercased()),
              FeedAddress.withoutUserPart(address.text) == address.text
        else { return nil }
        return unchecked
    }
}
