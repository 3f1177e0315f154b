import AppComposition
import Foundation
import Testing

@Suite("Where the feed list is")
struct FeedListFileTests {
    @Test func xdgConfigHomeElseDotConfigAsNewsboatUsersExpect() {
        #expect(FeedListFile.location(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ada"]).path == "/cfg/aichats/urls")
        #expect(FeedListFile.location(environment: ["HOME": "/home/ada"]).path == "/home/ada/.config/aichats/urls")
        #expect(FeedListFile.location(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path == "/h/.config/aichats/urls")
    }

    @Test func theDataFolderDoesNotMoveIt() {
        let environment = ["AICHATS_DATA_DIR": "/data", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(FeedListFile.location(environment: environment).path == "/home/ada/.config/aichats/urls")
    }
}
