// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "aichats",
    platforms: [.macOS(.v15)],  // Synchronization.Mutex
    products: [
        .executable(name: "aichats", targets: ["aichats"]),
        .executable(name: "aichats-http", targets: ["aichats-http"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The config file (config.toml) only.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // Property tests only.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The feed server of the fetching tests only.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // MemberImportVisibility: a file uses only the modules it imports itself, none it gets
        // through another target (Domain, DataAccess and their tests).
        .target(name: "Domain", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // The wire format between aichats and its network helper: Foundation, and Domain for the
        // values a reply carries (a fetched feed, OPML entries, validators).
        .target(name: "HTTPStreamWire", dependencies: ["Domain"]),
        // Feed documents (RSS, Atom, JSON Feed) into plain values, run in the network helper so
        // that XMLParser (libxml2) and a hostile feed stay out of the app: Foundation and
        // FoundationXML only.
        .target(name: "FeedParsing", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // libcurl's easy interface, opened at run time (dlopen of libcurl.so.4): no libcurl
        // development files are needed to build. Only aichats-http uses it.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // The network helper, the only program that loads libcurl (no target imports
        // FoundationNetworking). Feeds are parsed here too, so a hostile document stays out of the app.
        .executableTarget(name: "aichats-http", dependencies: ["HTTPStreamWire", "FeedParsing", "Domain", "CCurl"]),
        .target(
            name: "DataAccess",
            dependencies: [
                "Domain", "HTTPStreamWire", .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C interface, for what needs no connection (DatabaseProbe.readsURIFileNames).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            resources: [.copy("Resources/Catalog"), .copy("Resources/Fixtures"), .copy("Resources/Voices")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // config.toml: read with TOMLKit and checked into plain values (Domain + TOMLKit only).
        .target(
            name: "ConfigFile",
            dependencies: ["Domain", .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(name: "Presentation", dependencies: ["Domain"]),
        .target(name: "TerminalUI", dependencies: ["Presentation", "Domain"]),
        // The fatal-signal guard and last-resort terminal restore: its state once, in guard.c.
        .target(name: "CTerminalGuard"),
        .target(name: "NcursesBackend", dependencies: ["TerminalUI", "Domain", "CNcurses", "CTerminalGuard"]),
        .target(
            name: "AppComposition",
            dependencies: [
                "Domain", "DataAccess", "ConfigFile", "Presentation", "TerminalUI", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "aichats",
            dependencies: [
                "AppComposition", "Domain", "NcursesBackend", "Presentation", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "ncurses-demo",
            dependencies: ["NcursesBackend", "TerminalUI"],
            path: "Examples/ncurses-demo"
        ),
        .target(
            name: "TerminalSnapshotting",
            dependencies: [
                "TerminalUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/TerminalSnapshotting"
        ),
        // Temporary folders, what their files look like, and shell command lines, for the tests of
        // every layer and the benchmark; xterm's palette and WCAG contrast, for the themes' tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // One double for each Domain service protocol, for the tests of every layer.
        .target(name: "DomainDoubles", dependencies: ["Domain"], path: "Tests/DomainDoubles"),
        .target(
            name: "AppTestSupport",
            dependencies: [
                "AppComposition", "DomainDoubles", "TerminalSnapshotting", "TerminalUI", "Presentation", "DataAccess", "Domain",
            ],
            path: "Tests/AppTestSupport"
        ),
        .executableTarget(
            name: "aichats-bench",
            dependencies: [
                "AppComposition", "TerminalUI", "DataAccess", "NcursesBackend", "Presentation", "Domain", "TestSupport", "FeedParsing",
            ],
            path: "Benchmarks/aichats-bench"
        ),
        // A scripted OpenAI-compatible server on 127.0.0.1, for the responder and end-to-end tests.
        // FlyingFox serves the feeds of the fetching tests (status, redirects, gzip, slow bodies).
        .target(
            name: "TestHTTPServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")],
            path: "Tests/TestHTTPServer"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "DomainDoubles", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "HTTPStreamWireTests", dependencies: ["HTTPStreamWire", "Domain"]),
        .testTarget(name: "ConfigFileTests", dependencies: ["ConfigFile", "TestSupport"]),
        // The network helper's own logic (Retry-After, link markers, statuses), without a network.
        .testTarget(name: "NetworkHelperTests", dependencies: ["aichats-http", "CCurl", "HTTPStreamWire", "FeedParsing", "Domain"]),
        .testTarget(
            name: "FeedParsingTests",
            dependencies: ["FeedParsing", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(
            name: "DataAccessTests",
            dependencies: [
                "DataAccess", "Domain", "DomainDoubles", "HTTPStreamWire", "TestHTTPServer", "TestSupport",
                "feed-helper-double", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Presenters over Domain doubles; DataAccess only for the fixtures' avatars, articles and chats.
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "Presentation", "Domain", "DomainDoubles", "DataAccess", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The wiring: module factories, `.live`, `render`'s screens and data, the log.
        .testTarget(
            name: "AppCompositionTests",
            dependencies: [
                "AppComposition", "AppTestSupport", "ConfigFile", "DomainDoubles", "DataAccess", "Domain", "Presentation", "TerminalUI",
                "TerminalSnapshotting", "TestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "TerminalSnapshotting", "Presentation", "Domain", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Runs the terminal guard in a process of its own, for NcursesBackendTests to raise signals in.
        .executableTarget(name: "terminal-guard-probe", dependencies: ["CTerminalGuard"], path: "Tests/TerminalGuardProbe"),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI", "Domain", "terminal-guard-probe"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "AppComposition", "TerminalUI", "Presentation", "Domain", "TerminalSnapshotting", "AppTestSupport", "DataAccess",
                "DomainDoubles", "NcursesBackend",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FlowTests",
            dependencies: [
                "AppComposition", "TerminalUI", "Presentation", "Domain", "TerminalSnapshotting", "AppTestSupport", "DataAccess",
                "DomainDoubles", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "aichats", "TestHTTPServer", "TestSupport", "DataAccess", "Domain", "feed-test-server",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // A feed helper that crashes, hangs or answers garbage on request, for the pool's tests.
        .executableTarget(name: "feed-helper-double", dependencies: ["HTTPStreamWire", "Domain"], path: "Tests/FeedHelperDouble"),
        // The feed server of the end-to-end tests in a process of its own (see its main.swift).
        .executableTarget(name: "feed-test-server", dependencies: ["TestHTTPServer"], path: "Tests/FeedTestServerProcess"),
    ],
    swiftLanguageModes: [.v6]
)
