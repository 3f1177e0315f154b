import Testing
@testable import DataAccess

@Suite("The BROWSER conventions")
struct BrowserCommandTests {
    private func candidates(_ browser: String?) -> [BrowserCommand] {
        BrowserCommand.candidates(environment: browser.map { ["BROWSER": $0] } ?? [:])
    }

    @Test func theListIsSplitOnColonsAndEmptyEntriesAreSkipped() {
        let list = candidates(" : firefox --new-tab:w3m ::lynx -dump %s")
        #expect(list.map(\.program) == ["firefox", "w3m", "lynx"])
        #expect(list.map(\.argumentTemplate) == [["--new-tab"], [], ["-dump", "%s"]])
    }

    @Test(arguments: [nil, "", " : "])
    func withoutBrowserItIsXdgOpen(_ browser: String?) {
        #expect(candidates(browser).map(\.program) == ["xdg-open"])
    }

    @Test func percentSIsReplacedByTheAddress() throws {
        let command = try #require(candidates("w3m -o x=%s --url=%s").first)
        #expect(command.arguments(for: "http://a/") == ["-o", "x=http://a/", "--url=http://a/"])
    }

    /// An entry written for a shell (newsboat runs its `browser` through one): the quotes group
    /// words and are not handed to the browser.
    @Test func quotesGroupWordsAndAreNotPassedOn() throws {
        let command = try #require(candidates("/opt/my\\ browser/bin/br '%s' \"--title=a \\\"b\\\"\" after").first)
        #expect(command.program == "/opt/my browser/bin/br")
        #expect(command.arguments(for: "http://a/d'x") == ["http://a/d'x", "--title=a \"b\"", "after"])
        #expect(ShellWords.split("  emacs  -nw ''  'a b'c ") == ["emacs", "-nw", "", "a bc"])
    }

    @Test func newsboatsPercentUWorksAsPercentS() throws {
        let command = try #require(candidates("firefox --new-tab %u").first)
        #expect(command.arguments(for: "http://a/") == ["--new-tab", "http://a/"])
    }

    @Test func withoutPercentSTheAddressGoesLast() throws {
        let command = try #require(candidates("firefox --new-tab").first)
        #expect(command.arguments(for: "http://a/b%20c") == ["--new-tab", "http://a/b%20c"])
    }

    @Test func doublePercentIsAPercentAndOtherPercentsStay() throws {
        let command = try #require(candidates("tool 100%% %d %s %").first)
        #expect(command.arguments(for: "http://a/") == ["100%", "%d", "http://a/", "%"])
    }

    @Test func percentSInTheAddressIsNotExpandedAgain() throws {
        let command = try #require(candidates("w3m %s").first)
        #expect(command.arguments(for: "http://a/?q=%s%%") == ["http://a/?q=%s%%"])
    }

    @Test(arguments: ["w3m", "lynx", "links", "elinks", "/usr/bin/w3m"])
    func textBrowsersNeedTheTerminalEvenWithADisplay(_ program: String) throws {
        let command = try #require(candidates(program).first)
        #expect(command.needsTerminal(environment: ["DISPLAY": ":0"]))
    }

    @Test(arguments: ["xdg-open", "firefox", "chromium", "google-chrome", "/opt/bin/firefox"])
    func graphicalBrowsersRunInTheBackgroundEvenWithoutADisplay(_ program: String) throws {
        let command = try #require(candidates(program).first)
        #expect(!command.needsTerminal(environment: [:]))
    }

    @Test func anotherProgramNeedsTheTerminalUnlessAGraphicalSessionIsThere() throws {
        let command = try #require(candidates("my-browser").first)
        #expect(command.needsTerminal(environment: [:]))
        #expect(command.needsTerminal(environment: ["DISPLAY": ""]))
        #expect(!command.needsTerminal(environment: ["DISPLAY": ":0"]))
        #expect(!command.needsTerminal(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
    }
}
