import AppComposition
import Foundation
import Testing

@Suite("Where the data folder is")
struct DataDirectoryTests {
    @Test func theCommandLineWinsThenTheVariablesThenXDGThenHome() {
        let all = ["AICHATS_DATA_DIR": "/custom", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
        #expect(DataDirectory.resolve(explicit: "/flag", environment: all).path == "/flag")
        #expect(DataDirectory.resolve(explicit: nil, environment: all).path == "/custom")
        #expect(DataDirectory.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]).path
            == "/xdg/aichats")
        #expect(DataDirectory.resolve(explicit: nil, environment: ["HOME": "/home/ada"]).path
            == "/home/ada/.local/share/aichats")
    }

    @Test func aMessageNamesTheVariableOnlyWhenItChoseTheFolder() {
        #expect(DataDirectory.setting(explicit: nil, environment: ["AICHATS_DATA_DIR": "/custom"]) == "AICHATS_DATA_DIR")
        #expect(DataDirectory.setting(explicit: "/flag", environment: ["AICHATS_DATA_DIR": "/custom"]) == "--data-dir")
        #expect(DataDirectory.setting(explicit: nil, environment: ["AICHATS_DATA_DIR": "", "HOME": "/h"]) == "--data-dir")
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecSays() {
        #expect(DataDirectory.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path
            == "/h/.local/share/aichats")
    }
}
