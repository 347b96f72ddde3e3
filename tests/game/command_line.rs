//! The command line: the player's options and, with `dev`, the moments a
//! screenshot can be taken at; a bad one explained.

#[test]
fn the_command_line_reads_the_players_options_and_explains_a_bad_one() {
    use modiar::game::Args;
    let parse = |args: &[&str]| Args::parse(args.iter().map(|a| a.to_string()));
    let args = parse(&["--window", "390x844", "--lang=ur"]).unwrap();
    assert_eq!(args.window, Some((390.0, 844.0)));
    assert_eq!(args.language, Some(modiar::i18n::Language::Urdu));
    assert!(parse(&["-h"]).unwrap().help && parse(&["-V"]).unwrap().version);
    for (args, said) in [
        (&["--window", "10x10"][..], "200 to 10000"),
        (&["--lang", "ja"], "not \"ja\""),
        (&["--window"], "--window needs a size"),
        (&["--lang", "en", "--lang", "de"], "given twice"),
        (&["--colour"], "unknown option \"--colour\"; try --help"),
    ] {
        let error = parse(args).unwrap_err();
        assert!(error.contains(said), "{args:?}: {error}");
    }
}

/// Every moment's name reaches its moment, and the lessons by number.
#[cfg(feature = "dev")]
#[test]
fn the_command_line_takes_every_moment_and_explains_a_bad_one() {
    use modiar::game::Args;
    use modiar::game::dev::Moment;
    let parse = |args: &[&str]| Args::parse(args.iter().map(|a| a.to_string()));
    let names = Moment::all_names();
    assert_eq!(names.len(), 50, "38 moments and 12 lessons");
    for name in &names {
        let args = parse(&["--screenshot", "x.png", "--at", name]).unwrap();
        assert_eq!(args.dev.at, Moment::named(name), "{name}");
    }
    assert_eq!(Moment::named("lesson-3"), Some(Moment::Lesson("capture")));
    assert_eq!(Moment::named("lesson"), Moment::named("lesson-3"));
    assert_eq!(
        Moment::named("lesson-12"),
        Some(Moment::Lesson("repetition"))
    );
    assert_eq!(Moment::named("lesson-13"), None);
    assert_eq!(Moment::named("lesson-0"), None);
    let error = parse(&["--screenshot", "x.png", "--at", "later"]).unwrap_err();
    assert!(
        error.contains("board-rules") && error.contains("\"later\""),
        "{error}"
    );
    assert!(parse(&["--at", "over"]).is_err(), "--at needs --screenshot");
    assert!(parse(&["--speed", "warp"]).is_err());
    assert!(parse(&["--text-size", "110"]).is_err());
}
