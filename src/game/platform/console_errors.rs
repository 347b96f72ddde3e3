//! The web's log: errors, and only errors, to the browser's console, in
//! place of Bevy's log plugin (see `web_engine`). The web build compiles
//! every other level out anyway (Cargo.toml). Errors come from `tracing`
//! and from `log` (wgpu's).

use std::fmt::Write;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Level, Metadata, Subscriber};

/// Errors to the console; spans are not kept.
struct ConsoleErrors;

/// An event's message, then its other fields as `name=value`.
#[derive(Default)]
struct Line(String);

impl Visit for Line {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        if field.name() == "message" {
            let _ = write!(self.0, "{value:?}");
        } else {
            let _ = write!(self.0, "{}={value:?}", field.name());
        }
    }
}

fn to_console(target: &str, line: &str) {
    web_sys::console::error_1(&format!("ERROR {target}: {line}").into());
}

impl Subscriber for ConsoleErrors {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        *metadata.level() == Level::ERROR
    }
    fn new_span(&self, _: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }
    fn record(&self, _: &Id, _: &Record<'_>) {}
    fn record_follows_from(&self, _: &Id, _: &Id) {}
    fn event(&self, event: &Event<'_>) {
        let mut line = Line::default();
        event.record(&mut line);
        to_console(event.metadata().target(), &line.0);
    }
    fn enter(&self, _: &Id) {}
    fn exit(&self, _: &Id) {}
}

impl log::Log for ConsoleErrors {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() == log::Level::Error
    }
    fn log(&self, record: &log::Record<'_>) {
        if log::Log::enabled(self, record.metadata()) {
            to_console(record.target(), &record.args().to_string());
        }
    }
    fn flush(&self) {}
}

static CONSOLE: ConsoleErrors = ConsoleErrors;

/// Sends the game's errors to the console. Once, before the app is built.
pub(crate) fn install() {
    let _ = tracing::subscriber::set_global_default(ConsoleErrors);
    if log::set_logger(&CONSOLE).is_ok() {
        log::set_max_level(log::LevelFilter::Error);
    }
}
